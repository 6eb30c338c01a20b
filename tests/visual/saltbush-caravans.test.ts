// The visual test of one demo site (tests/visual/support/visual-suite.ts says how it works).
import { describeSiteVisuals } from './support/visual-suite';

describeSiteVisuals('saltbush-caravans');
