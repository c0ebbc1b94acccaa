/** The widest image either image source sends: the local image route never makes a larger one. */
export const MAX_IMAGE_WIDTH = 2048;
