import { z } from 'zod';

// The page's policy forbids eval. Zod would otherwise try `new Function` once, at its first parse, to see whether it
// may compile parsers, and the browser reports that as a violation. The app's answers are small: interpreted parsers
// cost nothing noticeable.
z.config({ jitless: true });
