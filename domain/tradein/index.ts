/** Trade-in instant offer rules (spec 2 §2, §5, §9). */
export { parseOdometer, stepFourErrors, validateStepFour, validateStepOne, validateVehicleChoice, type StepFourInput } from './trade-in-fields';
export { addImages, checkImage, imagePreview, removeImage, type ImageFile } from './trade-in-images';
export {
  AVERAGE_KM_PER_YEAR,
  expectedKm,
  formatKm,
  MINIMUM_OFFER,
  odometerRate,
  offerValidUntil,
  tradeInOffer,
  vehicleAgeYears,
  type OfferInput,
} from './offer';
