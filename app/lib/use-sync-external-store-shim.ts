/**
 * React 19 has useSyncExternalStore built in; libraries that still import the React 17 shim
 * (react-i18next) get React's own through a build alias instead of a kilobyte of fallback code.
 */
export { useSyncExternalStore } from "react";
