import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Property = Node & { key: Node & { name?: string } };

/** What only the server reads of an endpoint: the schemas of its parts, its reference line. */
const SERVER_PARTS = new Set(['params', 'query', 'body', 'summary']);
const FUNCTIONS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function visit(node: Node, enter: (node: Node) => boolean | void): void {
  if (enter(node) === false) return;
  for (const child of children(node)) visit(child, enter);
}

/**
 * Marks the calls that compute a top-level declaration as pure, so a declaration the bundle does
 * not use drops out (a module of core runs nothing on import; its schemas are such declarations).
 * Function bodies are left as they are: their calls run when called.
 */
function markDeclarationsPure(program: Node, code: MagicString): void {
  const marked = new Set<number>();
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (!isNode(declarator.init)) continue;
      visit(declarator.init, (node) => {
        if (FUNCTIONS.has(node.type)) return false;
        const isCall = node.type === 'CallExpression' || node.type === 'NewExpression';
        // One mark covers a chain (`z.string().min(1)`): the marks sit where the chain starts.
        if (isCall && !marked.has(node.start)) {
          marked.add(node.start);
          code.appendLeft(node.start, '/* @__PURE__ */ ');
        }
      });
    }
  }
}

/**
 * Leaves out what the browser never reads of an endpoint's definition: the schemas of its
 * params, query and body and its summary (`endpoint({...})`), and the schema of its answer
 * (`jsonOf(schema, name)`). The web calls an endpoint by its method, path and kind of answer; the
 * server validates with the schemas and describes the API with the summaries, and pages that
 * validate a form import the schema itself.
 */
function dropServerSchemas(program: Node, code: MagicString): void {
  visit(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node & { name?: string };
    const [first] = node.arguments as Node[];
    if (callee.type !== 'Identifier' || !first) return;
    if (callee.name === 'jsonOf') code.overwrite(first.start, first.end, 'undefined');
    if (callee.name !== 'endpoint' || first.type !== 'ObjectExpression') return;
    for (const property of first.properties as Property[]) {
      const name = property.type === 'Property' ? property.key.name : undefined;
      if (name && SERVER_PARTS.has(name)) {
        code.overwrite(property.start, property.end, `${name}: undefined`);
      }
    }
  });
}

const CORE_MODULE = /[\\/]packages[\\/]core[\\/]src[\\/].+(?<!\.test)\.ts$/;
const API_MODULE = /[\\/]packages[\\/]core[\\/]src[\\/]api[\\/]/;

/** Core as the browser bundle takes it: see `markDeclarationsPure` and `dropServerSchemas`. */
export function transformCoreForBrowser(source: string, id: string) {
  const program = parseAst(source, { lang: 'ts' }, id) as unknown as Node;
  const code = new MagicString(source);
  markDeclarationsPure(program, code);
  if (API_MODULE.test(id)) dropServerSchemas(program, code);
  return { code: code.toString(), map: code.generateMap({ hires: true, source: id }) };
}

/**
 * The web build's view of core: shared modules carry zod schemas the first page never runs, and
 * an endpoint's definition holds its schemas; without this they load (with zod) in the shell.
 */
export function coreForBrowser(): Plugin {
  return {
    name: 'core-for-browser',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      return CORE_MODULE.test(id) ? transformCoreForBrowser(source, id) : null;
    },
  };
}
