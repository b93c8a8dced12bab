/**
 * The shell moved to app/shell; the playground's files still import the breakpoint from here until
 * they point at components/smallScreen.
 */
export { SMALL_SCREEN_QUERY } from '../smallScreen';
