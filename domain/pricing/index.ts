/** Public API of the pricing area: motor vehicle duty by state and the drive-away price (issue 15). */
export { DUTY_RULES } from './duty-rules';
export type { DutyRuleSet, DutyRules } from './duty-rules';

export { motorVehicleDuty, dutyDate, dutyRuleSetOn } from './motor-vehicle-duty';
export type { DutyVehicle } from './motor-vehicle-duty';

export { driveAwayPrice, driveAwayLabel, dutyVehicleOf, priceTypeOf } from './drive-away';
export type { SiteOnRoadCosts } from './drive-away';
