// Every import written in a set of source files, read with TypeScript's own parser and resolver:
// `import type`, `export type * from` and `import('x')` in a type count like any other import, so
// a cycle of types is seen (a bundler's graph drops them: they are gone once compiled).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface WrittenImport {
  /** as written between the quotes */
  specifier: string;
  /** the file of the project it reaches, from the root ('src/api/limits.ts'), or the package it names
   * ('node_modules/preact', 'node:fs'); absent when it reaches nothing */
  resolved?: string;
  /** `import('x')` as a call (not in a type): the module loads when called */
  dynamic: boolean;
  /** gone once compiled: `import type`, `export type`, every name marked `type`, or `import('x')` in a type */
  typeOnly: boolean;
}

/** The compiler options of the tsconfig.json at root, as tsc reads them. */
export function compilerOptionsAt(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, file).options;
}

/** file (from root) -> what it imports, in the order written. */
export function writtenImports(root: string, files: string[], options: ts.CompilerOptions) {
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const imports = new Map<string, WrittenImport[]>();
  for (const file of files) {
    const abs = path.join(root, file);
    const source = ts.createSourceFile(abs, readFileSync(abs, 'utf8'), ts.ScriptTarget.Latest, true);
    imports.set(
      file,
      statementsOf(source).map((i) => ({ ...i, resolved: resolve(root, abs, i.specifier, options, cache) })),
    );
  }
  return imports;
}

function statementsOf(source: ts.SourceFile): Omit<WrittenImport, 'resolved'>[] {
  const found: Omit<WrittenImport, 'resolved'>[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: importIsTypeOnly(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const allTypes = !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: node.isTypeOnly || allTypes });
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) {
        found.push({ specifier: arg.literal.text, dynamic: false, typeOnly: true });
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, dynamic: true, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x.css'`: for its effect
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  if (clause.name || !bindings || !ts.isNamedImports(bindings) || bindings.elements.length === 0) return false;
  return bindings.elements.every((e) => e.isTypeOnly);
}

/** TypeScript's resolution (a package by the name written, whatever tsconfig's paths point it at);
 * a file TypeScript does not resolve (CSS, an image) by its path; a package known only by an ambient
 * `declare module` by its folder in node_modules. */
function resolve(
  root: string,
  from: string,
  specifier: string,
  options: ts.CompilerOptions,
  cache: ts.ModuleResolutionCache,
): string | undefined {
  const relative = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const packageOf = (name: string) => `node_modules/${name}`;
  const found = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
  if (found?.isExternalLibraryImport) return packageOf(packageName(specifier));
  if (found) return relative(found.resolvedFileName);
  if (specifier.startsWith('node:')) return specifier;
  if (/^\.\.?\//.test(specifier)) {
    const abs = path.resolve(path.dirname(from), specifier);
    return existsSync(abs) ? relative(abs) : undefined;
  }
  const name = packageName(specifier);
  return existsSync(path.join(root, 'node_modules', name, 'package.json')) ? packageOf(name) : undefined;
}

/** `preact` of `preact/hooks`, `@preact/signals` of `@preact/signals/x` */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
