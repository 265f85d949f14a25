// The site configuration schema: every knob of the shell (title, navbar, footer, announcement
// bar, colour mode, docs versions) in one typed, validated place, the way Starlight's
// `utils/user-config.ts` does it. `src/site.config.ts` holds the values; `parseSiteConfig`
// (parse.ts) validates them at build time and fails with the key path of the first bad value.
import { z } from 'astro/zod';

// Hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or a CSS colour function. Named colours are refused on
// purpose: the contrast check in review needs a concrete value.
const COLOUR_PATTERN = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla|oklch|oklab)\([^)]*\))$/i;

const colour = z.string().regex(COLOUR_PATTERN, { message: 'expected a CSS colour such as "#1c1e21" or "rgb(28 30 33)"' });

// Site-relative paths ("/gettingStarted") or absolute http(s) URLs.
const href = z.string().refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), {
  message: 'expected a path starting with "/" or an absolute http(s) URL',
});

// Names that key stored settings (`docs-preferred-version-<pluginId>`, a closed announcement's id).
const identifier = z.string().regex(/^[\w-]+$/, { message: 'expected letters, digits, "_" or "-"' });

/** Visible text. */
const label = z.string().min(1);

/** A link's visible text and target (a site path or an absolute URL): a navbar link, a footer link. */
const link = { label, href };

/** A navbar item of kind `type`, with what every item has: its group (`left` by default) and extra class names. */
const navbarItem = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({
    type: z.literal(type),
    ...shape,
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
  });

/** A plain link, internal (`/api-spec`) or external (`https://...`, opened with rel="noopener noreferrer"). */
const linkItem = navbarItem('link', {
  ...link,
  /** Accessible name when the visible label alone is ambiguous. */
  ariaLabel: label.optional(),
});

/** A link to a doc by id; the label defaults to the doc's title. */
const docItem = navbarItem('doc', {
  /** Doc id as the content collection names it (case kept): `gettingStarted`, `payments/overview`. */
  docId: z.string().min(1),
  label: label.optional(),
});

/** Entries allowed inside a dropdown: links and doc links. */
const dropdownEntry = z.discriminatedUnion('type', [linkItem, docItem]);

/** One navbar item; `type` selects the kind. */
const navbarItemSchema = z.discriminatedUnion('type', [
  linkItem,
  /** A button (its label) that opens a list of links (at least one). */
  navbarItem('dropdown', { label, items: z.array(dropdownEntry).min(1, { message: 'a dropdown needs at least one item' }) }),
  /** The language switcher; lists `i18n.locales` (English only on this site). */
  navbarItem('localeDropdown', {}),
  /** The search button (rendered by the search component). */
  navbarItem('search', {}),
  /** Raw HTML from this configuration file, inserted as the item (trusted: never reader input). */
  navbarItem('html', { value: z.string().min(1) }),
  docItem,
  /** A link to the first page of the sidebar `sidebarId` of `src/sidebar.ts`. */
  navbarItem('docSidebar', { sidebarId: z.string().min(1), label }),
  /** A link to the main doc of a docs version; the label defaults to the label of `docs.lastVersion`. */
  navbarItem('docsVersion', { label: label.optional() }),
  /** The version switcher; lists `docs.versions`. */
  navbarItem('docsVersionDropdown', {}),
]);

/** A logo image; `alt` is required because the logo is a link's only content. */
const logoSchema = z.strictObject({
  /** Image path under `public/` (e.g. `/logo.svg`) or an absolute URL. */
  src: href,
  /** Image path for dark mode; defaults to `src`. */
  srcDark: href.optional(),
  /** Alternative text. */
  alt: z.string().min(1),
  /** Where the logo links to; defaults to the home page. */
  href: href.optional(),
  /** Rendered width in CSS pixels. */
  width: z.number().int().positive().optional(),
  /** Rendered height in CSS pixels. */
  height: z.number().int().positive().optional(),
});

/** One footer link. */
const footerLink = z.strictObject(link);

const footerCommon = {
  /** Optional logo above the copyright line. */
  logo: logoSchema.optional(),
  /** Copyright line (plain text). */
  copyright: z.string().min(1),
};

/** Footer with titled columns of links. */
const footerColumns = z.strictObject({
  style: z.literal('columns'),
  /** The columns, left to right. */
  columns: z
    .array(
      z.strictObject({
        /** Column heading. */
        title: z.string().min(1),
        /** Links in the column. */
        items: z.array(footerLink).min(1),
      }),
    )
    .min(1),
  ...footerCommon,
});

/** Footer with one row of links separated by a middle dot. */
const footerRow = z.strictObject({
  style: z.literal('row'),
  /** Links in the row, left to right. */
  links: z.array(footerLink).min(1),
  ...footerCommon,
});

/** A docs version. */
const versionSchema = z.strictObject({
  /** Version name as stored in the reader's preferred-version setting (`current`). */
  name: z.string().regex(/^[\w.-]+$/, { message: 'expected letters, digits, ".", "_" or "-"' }),
  /** Label shown in the navbar (`Next`). */
  label: z.string().min(1),
  /** URL prefix of the version's pages; the current version lives at the site root. */
  path: z.string().default(''),
});

export const siteConfigSchema = z
  .strictObject({
    /** Site title: the navbar brand text and the suffix of every page title. */
    title: z.string().min(1),
    /** One sentence under the title on the home page and the default meta description. */
    tagline: z.string().min(1),
    /** URL prefix the site is served under (`/` or `/docs/`); Astro's `base`. */
    base: z
      .string()
      .regex(/^\/(?:[\w.-]+\/)*$/, { message: 'expected a path that starts and ends with "/", e.g. "/" or "/docs/"' })
      .default('/'),
    /** Canonical origin of the deployed site (Astro's `site`), used for absolute URLs. */
    url: z.url().optional(),
    /**
     * Links to the API provider's own properties. The product spec does not name the provider,
     * so these are deployment values, overridable with environment variables.
     */
    providerLinks: z.strictObject({
      /** The provider's Storybook of the web components. */
      storybook: z.url(),
    }),
    /**
     * The repository of these docs: the navbar and footer link to `url`, and each guide's "Edit this
     * page" to `<url>/edit/<branch>/<source path from the repository root>`. Omitted: none of these
     * links is shown.
     */
    repository: z
      .strictObject({
        /** The repository's home, e.g. `https://github.com/<org>/<repo>`. */
        url: z
          .url()
          .refine((value) => !/^https?:\/\/[^/]+\/?$/.test(value), { message: 'expected the URL of a repository, not of its host' }),
        /** Visible name of the link. */
        label: z.string().min(1).default('GitHub'),
        /** Branch the edit links open. */
        branch: z.string().min(1).default('main'),
      })
      .optional(),
    /** Languages of the site; English only. */
    i18n: z
      .strictObject({
        /** Locale the site is written in. */
        defaultLocale: z.string().min(2),
        /** Locales offered by the language dropdown. */
        locales: z
          .array(
            z.strictObject({
              /** BCP 47 code used in `<html lang>`. */
              code: z.string().min(2),
              /** Name of the language in that language. */
              label: z.string().min(1),
            }),
          )
          .min(1),
      })
      .prefault({ defaultLocale: 'en', locales: [{ code: 'en', label: 'English' }] }),
    /** The docs plugin: id, versions and the landing doc. */
    docs: z.strictObject({
      /** Plugin id; keys the preferred-version storage entry `docs-preferred-version-<id>`. */
      pluginId: identifier.default('default'),
      /** Doc the "Documentation" link and version links land on. */
      mainDocId: z.string().min(1),
      /** Versions, newest first. */
      versions: z.array(versionSchema).min(1),
      /** Version readers get by default. */
      lastVersion: z.string().min(1),
      /** Show breadcrumbs on doc pages. */
      breadcrumbs: z.boolean().default(true),
    }),
    /** Heading levels listed in a doc page's table of contents. */
    tableOfContents: z
      .strictObject({
        /** Shallowest heading level listed. */
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        /** Deepest heading level listed. */
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      // `prefault`, not `default`: zod 4 returns a default as is, a prefault is parsed like input,
      // so the inner defaults fill in. Same for colorMode and i18n.
      .prefault({}),
    /** Light/dark mode behaviour. */
    colorMode: z
      .strictObject({
        /** Mode before the reader chooses one. */
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Hide the switch and delete any stored choice. */
        disableSwitch: z.boolean().default(false),
        /** With no stored choice, follow the operating system's preference instead of `defaultMode`. */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    /** Optional bar above the navbar. */
    announcementBar: z
      .strictObject({
        /** Identifies this announcement: a closed bar stays closed until the id changes. */
        id: identifier,
        /** HTML content (trusted: written in this file). */
        content: z.string().min(1),
        /** Background colour. */
        backgroundColor: colour.default('#ffffff'),
        /** Text colour. */
        textColor: colour.default('#1c1e21'),
        /** Show a "Close" button. */
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    /** The top bar. */
    navbar: z.strictObject({
      /** Brand text next to the logo; defaults to `title`. */
      title: z.string().min(1).optional(),
      /** Brand logo. */
      logo: logoSchema.optional(),
      /** Slide the navbar away while scrolling down. */
      hideOnScroll: z.boolean().default(false),
      /** Items, in order; each goes to the `left` or `right` group. */
      items: z.array(navbarItemSchema).default([]),
    }),
    /** The footer. */
    footer: z.discriminatedUnion('style', [footerColumns, footerRow]),
  })
  .superRefine((config, ctx) => {
    // A value that must name one of a list given elsewhere in the configuration.
    const mustBeOneOf = (path: string[], what: string, value: string, known: string[]) => {
      if (!known.includes(value)) {
        ctx.addIssue({ code: 'custom', path, message: `unknown ${what} "${value}"; expected one of ${known.join(', ')}` });
      }
    };
    const { docs, i18n, tableOfContents } = config;
    mustBeOneOf(
      ['docs', 'lastVersion'],
      'version',
      docs.lastVersion,
      docs.versions.map((version) => version.name),
    );
    mustBeOneOf(
      ['i18n', 'defaultLocale'],
      'locale',
      i18n.defaultLocale,
      i18n.locales.map((locale) => locale.code),
    );
    if (tableOfContents.minHeadingLevel > tableOfContents.maxHeadingLevel) {
      ctx.addIssue({
        code: 'custom',
        path: ['tableOfContents', 'minHeadingLevel'],
        message: 'must not be greater than tableOfContents.maxHeadingLevel',
      });
    }
  });

/** What `src/site.config.ts` is written as (defaults optional). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration, defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type DropdownEntry = z.output<typeof dropdownEntry>;
