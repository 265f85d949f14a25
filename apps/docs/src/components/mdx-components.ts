// Components every guide may use without importing them; passed to <Content components={...} />.
// Owned by the spec-components work: each entry renders data from the bundled spec.
export const mdxComponents = {};
