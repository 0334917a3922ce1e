/**
 * Routes are thin (DESIGN.md §4): a file that registers a route holds no SQL. The rule looks at
 * what a file does, not at its name: any file that calls `<app>.get|post|put|patch|delete|head|
 * options|all('/path', …)` or `<app>.route({ url, … })` may not import drizzle-orm or the schema
 * tables (type-only imports are fine: they vanish at build time). The query goes in a repository.
 */
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const SQL_SOURCE = /^drizzle-orm(\/|$)|(^|\/)db\/schema(\/|\.ts$|$)/;

const isPath = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/')) ||
  (node?.type === 'TemplateLiteral' && node.quasis[0]?.value.cooked.startsWith('/'));

const registersRoute = (call) => {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
    return false;
  const name = callee.property.name;
  if (ROUTE_METHODS.has(name)) return isPath(call.arguments[0]);
  if (name === 'route') {
    const options = call.arguments[0];
    return (
      options?.type === 'ObjectExpression' &&
      options.properties.some(
        (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'url',
      )
    );
  }
  return false;
};

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export const routesHoldNoSql = {
  meta: {
    type: 'problem',
    docs: { description: 'A file that registers routes holds no SQL: the query goes in a repository.' },
    schema: [],
    messages: {
      sql: 'This file registers a route ({{route}}), so it holds no SQL: move the query into the module’s repository (imports {{source}}).',
    },
  },
  create(context) {
    const sqlImports = [];
    let route = null;
    return {
      ImportDeclaration(node) {
        if (SQL_SOURCE.test(node.source.value) && !isTypeOnly(node)) sqlImports.push(node);
      },
      CallExpression(node) {
        if (!route && registersRoute(node)) route = node;
      },
      'Program:exit'() {
        if (!route) return;
        const where = `${route.callee.property.name} at line ${route.loc.start.line}`;
        for (const node of sqlImports) {
          context.report({ node, messageId: 'sql', data: { route: where, source: node.source.value } });
        }
      },
    };
  },
};
