// Entry of the classic-script build: it only registers the element, so the IIFE exports
// nothing and leaves no global name behind (a second copy on the page then cannot clash).
import './define.js';
