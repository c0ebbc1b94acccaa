import { HEX_COLOR } from '../validation/rules';

const CHECKERBOARD = 'repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';

/** A square of a hex colour over a checkerboard (so translucent colours read as such); empty when the value is no hex colour. */
export function ColourSwatch({ colour, size = 28 }: { colour: string | undefined; size?: number }) {
  const valid = typeof colour === 'string' && HEX_COLOR.test(colour);
  return (
    <span
      role="img"
      aria-label={valid ? `Colour ${colour}` : 'No colour'}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: 4,
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.2)',
        background: valid ? `linear-gradient(${colour}, ${colour}), ${CHECKERBOARD}` : 'transparent',
      }}
    />
  );
}
