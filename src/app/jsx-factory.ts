// The JSX factory of the built app (scripts/build/esbuild-options.ts injects it where JSX is
// used, and src/main.tsx imports it so it is a module of the app like any other): the classic
// transform, h(type, props, ...children), is 1.3 KB gzip lighter over the app than the automatic
// one, which writes `children:[…]` into every element's props. Type-checking and the tests keep
// tsconfig's automatic runtime; both create the same preact elements.
export { h as __jsx, Fragment as __jsxFragment } from 'preact';
