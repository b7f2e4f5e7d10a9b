// The package compiles without DOM or Node typings (it runs in both); this is the one global it uses,
// declared the way both lib.dom and @types/node declare it so the declarations merge.
interface Console {
  warn(...data: unknown[]): void;
}
declare var console: Console;
