/** Transitional: the rules moved to shared/rules; this re-export keeps the route files that still import it here type-checking until their import line is committed. Delete then. */
export { VIDEO_CATEGORIES } from 'shared/rules';
