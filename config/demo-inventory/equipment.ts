/**
 * Standard equipment and dealer-fitted features of a listing (spec 1 §3 Other:
 * standardEquipment; 'Features' tab only when features exist, spec 1 §2). Equipment follows
 * the trim level, the body, the powertrain and the year (safety tech arrives over time).
 */
import type { Badge, CatalogueModel, Powertrain } from './catalogue';
import type { Rng } from './prng';

export function standardEquipment(model: CatalogueModel, badge: Badge, powertrain: Powertrain | undefined, year: number): string[] {
  switch (model.itemType) {
    case 'car':
      return carEquipment(model, badge, powertrain, year);
    case 'motorcycle':
      return motorcycleEquipment(model, badge, powertrain, year);
    case 'truck':
      return truckEquipment(model, year);
    case 'caravan':
      return caravanEquipment(model, badge);
  }
}

function carEquipment(model: CatalogueModel, badge: Badge, powertrain: Powertrain | undefined, year: number): string[] {
  const level = badge.level;
  const body = model.body.simpleBody;
  const drive = badge.drive ?? model.drive;
  const seats = badge.seats ?? model.seats ?? 5;
  const out = [
    'Air Conditioning',
    'Power Windows',
    'Power Steering',
    'Cruise Control',
    'Bluetooth Connectivity',
    'Reversing Camera',
    'ABS Brakes',
    'Electronic Stability Control',
    'Driver & Passenger Airbags',
    'Side Curtain Airbags',
    'Rear Parking Sensors',
    'Remote Central Locking',
    'USB Charging Ports',
  ];
  if (year >= 2017) out.push('Apple CarPlay', 'Android Auto', 'Autonomous Emergency Braking');
  if (year >= 2019) out.push('Lane Keep Assist', 'Traffic Sign Recognition', 'Driver Attention Alert');
  if (year >= 2022) out.push('Digital Instrument Cluster', 'Wireless Apple CarPlay');
  if (level >= 1)
    out.push('Alloy Wheels', 'Dual-zone Climate Control', 'Keyless Entry & Start', 'Satellite Navigation', 'Front Fog Lights', 'Rain-sensing Wipers');
  if (level >= 2) {
    out.push(
      'LED Headlights',
      'Blind Spot Monitor',
      'Rear Cross Traffic Alert',
      'Adaptive Cruise Control',
      'Power Driver Seat',
      'Auto-dimming Rear-view Mirror',
    );
    if (year >= 2019) out.push('Wireless Phone Charger');
  }
  if (level >= 3) {
    out.push('Leather-accented Seats', 'Heated Front Seats', '360-degree Camera', 'Premium Sound System');
    if (body !== 'Ute' && body !== 'Cab Chassis' && body !== 'Convertible') out.push('Sunroof');
    if (year >= 2018) out.push('Head-up Display', 'Ventilated Front Seats');
    if (body === 'SUV' || body === 'Wagon') out.push('Power Tailgate');
  }
  if (body === 'Ute' || body === 'Cab Chassis') {
    out.push('Tow Bar Preparation', 'Side Steps');
    if (body === 'Ute') out.push('Tub Liner');
    if (level >= 2 && drive === '4WD') out.push('Rear Differential Lock');
    if (level >= 3) out.push('Sports Bar');
  }
  if (drive === '4WD') out.push('Low Range Transfer Case', 'Hill Descent Control');
  if (seats >= 7) out.push('Third Row Seating', 'Rear Air Vents');
  if (body === 'Van') out.push('Sliding Side Door', 'Cargo Tie-down Points', 'Cargo Barrier');
  switch (powertrain?.fuel) {
    case 'electric':
      out.push('DC Fast Charging', 'Heat Pump', 'Vehicle-to-Load (V2L)', 'Regenerative Braking', 'One-pedal Driving');
      break;
    case 'plugin':
      out.push('Type 2 Charging Port', 'EV Drive Mode', 'Regenerative Braking');
      break;
    case 'hybrid':
      out.push('Hybrid Drive System', 'EV Drive Mode', 'Regenerative Braking');
      break;
    case 'diesel':
      out.push('Diesel Particulate Filter');
      break;
    default:
      break;
  }
  return out;
}

function motorcycleEquipment(model: CatalogueModel, badge: Badge, powertrain: Powertrain | undefined, year: number): string[] {
  const config = model.body.bodyConfig;
  const out = ['ABS', 'LED Lighting', 'Digital Instrument Display', 'Electric Start'];
  if (year >= 2018) out.push('Slipper Clutch');
  // Learner-approved (LAMS) bikes: under 660cc, or a badge that says so.
  if (/LAMS/i.test(badge.name) || (powertrain?.litres ?? 1) < 0.66) out.push('LAMS Approved');
  if (badge.level >= 2) out.push('Traction Control', 'Ride Modes', 'TFT Display');
  if (badge.level >= 3) out.push('Quickshifter', 'Cornering ABS', 'Bluetooth Connectivity');
  if (config === 'Touring' || config === 'Adventure Touring') out.push('Cruise Control', 'Adjustable Windscreen');
  if (config === 'Adventure Touring' && badge.level >= 3) out.push('Heated Grips', 'Crash Bars');
  if (config === 'Enduro' || config === 'Dual Sport') out.push('Long-travel Adjustable Suspension', 'Skid Plate');
  return out;
}

function truckEquipment(model: CatalogueModel, year: number): string[] {
  const out = [
    'Air Conditioning',
    'Bluetooth Connectivity',
    'Exhaust Brake',
    'Driver Airbag',
    'Electronic Stability Control',
    'Reversing Camera',
    'Cruise Control',
    'Air Suspension Seat',
  ];
  if (year >= 2019) out.push('Lane Departure Warning');
  if (year >= 2020) out.push('Autonomous Emergency Braking');
  if (model.body.bodyConfig === 'Prime Mover') out.push('Sleeper Cab', 'Cab Fridge', 'Rear Air Suspension', 'Engine Retarder');
  if (model.body.bodyConfig === 'Pantech') out.push('Hydraulic Tail Lift', 'Side Roller Door');
  if (model.body.bodyConfig === 'Tipper') out.push('Hydraulic Tipper Body', 'Tarp Cover');
  return out;
}

function caravanEquipment(model: CatalogueModel, badge: Badge): string[] {
  const spec = badge.caravan;
  const out = [
    'Queen Bed',
    'Roll-out Awning',
    'Front Tunnel Boot',
    'Gas Bottles 2x 9kg',
    'Electric Brakes',
    '12V/240V Power Points',
    'LED Lighting',
    'Gas Cooktop & Grill',
    'Water Tanks 2x 95L',
  ];
  if ((spec?.lengthFt ?? 0) >= 18) out.push('Ensuite (Shower & Toilet)', 'Microwave', 'Reverse-cycle Air Conditioner');
  out.push(badge.level >= 2 ? '184L 3-way Fridge' : '150L Compressor Fridge');
  out.push(badge.level >= 2 ? 'Solar Panels 2x 200W' : 'Solar Panel 170W');
  out.push(badge.level >= 2 ? 'Lithium Battery 200Ah' : 'AGM Battery 100Ah');
  if (badge.level >= 2) out.push('Washing Machine', 'Grey Water Tank', 'TV with Swivel Bracket');
  if (badge.level >= 3 || /off-road|outback|crosstrak|trooper/i.test(`${model.model} ${badge.name}`)) {
    out.push('Off-road Independent Suspension', 'Diesel Heater', 'External BBQ', 'Stone Guard');
  }
  if ((spec?.sleeps ?? 2) >= 4) out.push('Bunk Beds', 'Dinette Conversion');
  return out;
}

const FEATURES_BY_BODY: Readonly<Record<string, readonly string[]>> = {
  Ute: [
    'Steel Bull Bar',
    'Alloy Canopy',
    'Tonneau Cover',
    'Tow Bar',
    'Snorkel',
    'Roof Racks',
    'UHF Radio',
    'LED Light Bar',
    'Dual Battery System',
    '2 Inch Lift Kit',
    'All-terrain Tyres',
    'Electric Brake Controller',
  ],
  'Cab Chassis': ['Steel Tray', 'Steel Bull Bar', 'Tow Bar', 'Snorkel', 'UHF Radio', 'Toolboxes', 'LED Light Bar', 'Dual Battery System'],
  SUV: ['Tow Bar', 'Roof Racks', 'Weathershields', 'Cargo Liner', 'Tinted Windows', 'Nudge Bar', 'Floor Mats', 'Paint Protection', 'All-terrain Tyres'],
  Van: ['Shelving Fit-out', 'Roof Racks', 'Tow Bar', 'Ladder Rack', 'Window Tint', 'Floor Lining'],
  'People Mover': ['Tow Bar', 'Floor Mats', 'Tinted Windows', 'Cargo Liner'],
  Motorcycle: ['Crash Bars', 'Soft Panniers', 'Aftermarket Exhaust', 'Tail Tidy', 'Heated Grips', 'Frame Sliders', 'Phone Mount'],
  Truck: ['Toolboxes', 'Tail Lift', 'Reverse Beeper', 'Beacon Light', 'Tow Hitch', 'Telematics'],
  Caravan: ['Annexe', 'Extra 200W Solar', 'Starlink Mount', 'Anderson Plug', 'Weight Distribution Hitch', 'Jerry Can Holders', 'Bike Rack'],
};
const DEFAULT_FEATURES = ['Tinted Windows', 'Floor Mats', 'Paint Protection', 'Dash Cam', 'Weathershields', 'Tow Bar'];

/** Dealer-fitted accessories: none on about a third of listings (spec 1 §2: the tab then hides). */
export function dealerFeatures(rng: Rng, model: CatalogueModel): string[] {
  if (rng.chance(0.32)) return [];
  const key = model.itemType === 'car' ? model.body.simpleBody : model.itemType === 'caravan' ? 'Caravan' : model.body.simpleBody;
  const pool = FEATURES_BY_BODY[key] ?? DEFAULT_FEATURES;
  return rng.sample(pool, rng.int(1, 5));
}
