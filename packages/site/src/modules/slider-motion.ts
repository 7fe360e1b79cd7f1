/** framer-motion's DOM animation features, loaded after the page (slider.tsx's LazyMotion): off the hydrate path. */
import { domAnimation } from 'framer-motion';

export default domAnimation;
