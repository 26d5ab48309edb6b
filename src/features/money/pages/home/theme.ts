// The earnings centre's header colour from page config: used only when it is a hex colour its white
// text (the name, and the level at .85 opacity) reads on at 4.5:1; else the page keeps its default.
import { BODY_TEXT, contrast, over, parseColour } from '../../../../lib/contrast';
import { hexColor } from '../../../../lib/validators/text';

export type HeaderTheme = { '--home-theme': string } | undefined;

const WHITE = { r: 255, g: 255, b: 255, a: 1 };
/** The header's faintest text: white at .85 (home.css, .home__level). */
const LEVEL_OPACITY = 0.85;

export function headerTheme(colour: string | undefined): HeaderTheme {
  const rgba = colour && !hexColor(colour) ? parseColour(colour) : null;
  if (!colour || !rgba || contrast(over(WHITE, rgba, LEVEL_OPACITY), rgba) < BODY_TEXT) return undefined;
  return { '--home-theme': colour };
}
