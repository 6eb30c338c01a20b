/** Public API of the pricing area: motor vehicle duty by state and the drive-away price (issue 15). */
export { DUTY_RULES } from './duty-rules';
export type { DutyBand, DutyCharge, DutyClass, DutyCondition, DutyCriteria, DutyFuel, DutyRuleSet, DutyRules, DutyScale } from './duty-rules';

export { motorVehicleDuty, dutyDate, dutyOn, dutyRuleSetOn } from './motor-vehicle-duty';
export type { DutyAssessment, DutyVehicle } from './motor-vehicle-duty';

export { driveAwayPrice, driveAwayLabel, dutyVehicleOf, priceTypeOf, CO2_GRAMS_PER_KM_PER_LITRE_PER_100KM } from './drive-away';
export type { DriveAwayCar, DriveAwayItem, DriveAwayItemKey, DriveAwayPrice, PriceType, SiteOnRoadCosts, StateOnRoadCosts } from './drive-away';
