// The error catalogue as a React island. The server renders the full table (so it is in the HTML,
// searchable and usable without JavaScript); after hydration the filter controls are enabled and
// narrow the rows. Every row's data comes from the spec through the props.
import { useEffect, useMemo, useState } from 'react';
import { EMPTY_FILTER, countText, filterCatalogue, filterOptions, type CatalogueRow } from './error-filter.ts';
import { Field, type FieldProps, Select, useForm } from './tool-form.tsx';

export interface ErrorCatalogueTableProps {
  rows: CatalogueRow[];
  groupLabels: Record<string, string>;
  retryLabels: Record<CatalogueRow['retry'], string>;
  /** Hide the group filter when the catalogue is fixed to one group. */
  fixedGroup?: string;
  /** How an inferred status is marked: the mark in its cell, its spoken label, the legend under the table. */
  inferredStatus: { mark: string; label: string; legend: string };
}

const RETRY_CHOICES = { retryable: 'Retryable', no: 'Not retryable' };

export default function ErrorCatalogueTable({ rows, groupLabels, retryLabels, fixedGroup, inferredStatus }: ErrorCatalogueTableProps) {
  const { values: filter, setValues: setFilter, bind } = useForm(() => EMPTY_FILTER);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const shown = useMemo(() => filterCatalogue(rows, filter, groupLabels), [rows, filter, groupLabels]);
  const options = useMemo(() => filterOptions(rows), [rows]);
  // Controls do nothing before hydration, so they start disabled and say so by being disabled.
  const control = (key: keyof typeof filter) => ({ ...bind(key), disabled: !ready });
  const field = (label: string, input: FieldProps['control']) => (
    <Field className="spec-errors__field" control={input}>
      {label}
    </Field>
  );
  // Landmark names must differ when a page shows several catalogues (one per group).
  const scope = fixedGroup ? `${groupLabels[fixedGroup] ?? fixedGroup} error codes` : 'Error codes';

  return (
    <div className="spec-block spec-errors">
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> wrapper would only repeat the role. */}
      <form
        className="spec-errors__filters"
        role="search"
        aria-label={`Filter: ${scope.toLowerCase()}`}
        onSubmit={(e) => e.preventDefault()}
      >
        {field('Search', <input type="search" placeholder="code or words" {...control('text')} />)}
        {!fixedGroup && field('Group', <Select {...control('group')} empty="All groups" values={options.groups} labels={groupLabels} />)}
        {field('HTTP status', <Select {...control('status')} empty="All statuses" values={options.statuses} />)}
        {field('Retry', <Select {...control('retry')} empty="Any" values={['retryable', 'no']} labels={RETRY_CHOICES} />)}
        <button type="button" className="spec-errors__reset" disabled={!ready} onClick={() => setFilter(EMPTY_FILTER)}>
          Reset
        </button>
      </form>
      <p className="spec-errors__count" role="status" aria-live="polite">
        {countText(shown.length, rows.length)}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named scroll container, not a document section; role="region" gives it the name. */}
      <div className="spec-table-wrap" tabIndex={0} role="region" aria-label={scope}>
        <table className="spec-table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">HTTP status</th>
              <th scope="col">Retry</th>
              {!fixedGroup && <th scope="col">Group</th>}
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              // The full catalogue's rows are the anchors search links an error code to (error-<code>);
              // a group's excerpt has none, so a page with both keeps its ids unique.
              <tr key={row.code} data-code={row.code} id={fixedGroup ? undefined : `error-${row.code}`}>
                <th scope="row" data-label="Code">
                  <code>{row.code}</code>
                </th>
                <td data-label="HTTP status">
                  {row.status}
                  {row.inferred && (
                    <>
                      <span className="spec-errors__mark" aria-hidden="true">
                        {inferredStatus.mark}
                      </span>
                      <span className="sr-only"> ({inferredStatus.label})</span>
                    </>
                  )}
                </td>
                <td data-label="Retry">{retryLabels[row.retry]}</td>
                {!fixedGroup && <td data-label="Group">{groupLabels[row.group] ?? row.group}</td>}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the spec's own description, rendered by inlineMarkdown at build time in ErrorCatalogue.astro. */}
                <td data-label="Meaning" dangerouslySetInnerHTML={{ __html: row.descriptionHtml }} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p>No error code matches these filters.</p>}
      {/* Said once per table, under it: what the mark in a status cell means. */}
      {inferredStatus.legend && rows.some((row) => row.inferred) && <p className="spec-errors__legend">{inferredStatus.legend}</p>}
    </div>
  );
}
