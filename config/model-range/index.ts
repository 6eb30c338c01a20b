/** The demo model ranges (issue 11 item 2), one per site that shows a range; figures are demo data (see each file). */
export { MAZDA_RANGE } from './mazda';
export { SUZUKI_RANGE } from './suzuki';
export { SUNSTATE_GROUP_RANGE } from './sunstate-group';
