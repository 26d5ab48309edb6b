// Node has no loader for the CSS that components import: in tests it is an empty module.
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default ""', shortCircuit: true };
  return next(url, context);
}

// Components import from 'react' / 'react-dom' (preact/compat in the build, via esbuild's alias).
export async function resolve(specifier, context, next) {
  if (specifier === 'react' || specifier === 'react-dom') return next('preact/compat', context);
  return next(specifier, context);
}
