// The browser's entry: the shop's stylesheet, then the app. Dynamically imported modules import start.tsx alone
// (src/tools/build/first-load-plugin.ts), so that the stylesheet stays the entry's.
import './styles/global.css';
import './start';
