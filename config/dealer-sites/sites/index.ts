import type { DealerSiteOverride } from '../site-override';
import { baysidePreOwned } from './bayside-pre-owned';
import { harbourMotors } from './harbour-motors';
import { saltbushCaravans } from './saltbush-caravans';
import { sunsetCoastSuzuki } from './sunset-coast-suzuki';
import { sunstateMotorGroup } from './sunstate-motor-group';

/** The demo dealer sites, group site first. */
export const DEMO_SITE_OVERRIDES: readonly DealerSiteOverride[] = [sunstateMotorGroup, harbourMotors, baysidePreOwned, saltbushCaravans, sunsetCoastSuzuki];
