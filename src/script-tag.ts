// Entry of the classic-script build: it only registers the element, so the IIFE exports
// nothing and assigns no global name of its own (a second copy on the page then cannot
// clash). lit still adds its shared version registries to globalThis, on purpose.
import './define.js';
