import { domAnimation } from 'framer-motion';

/** The animation features `m` components need, loaded after the page (see LazyMotion). */
export default domAnimation;
