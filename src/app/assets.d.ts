// Stylesheets are bundled by esbuild; importing one has no value in TypeScript.
declare module '*.css';

// A screen's own messages from a catalogue (src/tools/build/messages-plugin.ts).
declare module '*.json?screen=checkout' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=accountArea' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=contact' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=newsletter' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=switchers' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=listing' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=stores' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=product' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
declare module '*.json?screen=searchPanel' {
  const messages: import('./services/locale').Messages;
  export default messages;
}
