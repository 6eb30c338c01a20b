/**
 * A local server that speaks the AutoGrab API as the adapter uses it, shaped on AutoGrab's
 * published docs (Registration Plate Search, vehicle by id, valuation by registration), with
 * the key checked in the `ApiKey` header. Its registrations:
 *
 *   plate   state  answer
 *   ABC123  QLD    an exact match (confidence standard, year as a string, the VIN beside it)
 *   NEAR01  NSW    vehicle null, the road authority's description, two additional vehicles
 *   WARN01  VIC    a vehicle with reduced confidence and one additional vehicle
 *   VAGUE1  SA     vehicle null, only the road authority's description
 *   other          404
 */
import { FakeHttpApi, jsonOf, type FakeReply } from './fake-http-api';

export const AUTOGRAB_KEY = 'ag-test-key-19c2d4';

const vehicle = (id: string, title: string, fields: Record<string, unknown>) => ({
  id,
  region: 'au',
  title,
  model_year: null,
  release_month: 7,
  release_year: 2015,
  body_config: null,
  transmission_type: 'Automatic',
  wheelbase: null,
  fuel_type: 'Diesel',
  engine: 'Piston',
  num_doors: 4,
  num_seats: 5,
  options: [],
  ...fields,
});

export const HILUX = vehicle('5655899674771456', '2019 Toyota Hilux SR5 Auto 4x4 Double Cab', {
  year: '2019',
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR5',
  series: 'GUN126R',
  body_type: 'Utility',
  transmission: 'Sports Automatic',
  fuel: 'Diesel',
  drive: '4x4 Dual Range',
  num_cylinders: '4',
});
export const CX5_MAXX = vehicle('5804870883868672', '2018 Mazda CX-5 Maxx Sport Auto FWD', {
  year: 2018,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  series: 'KF',
  body_type: 'Wagon',
  transmission: 'Sports Automatic',
  fuel: 'Petrol',
  drive: 'FWD',
  num_cylinders: 4,
});
export const CX5_TOURING = vehicle('5804870883868673', '2018 Mazda CX-5 Touring Auto AWD', {
  year: 2018,
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Touring',
  series: 'KF',
  body_type: 'Wagon',
  transmission: 'Sports Automatic',
  fuel: 'Petrol',
  drive: 'AWD',
  num_cylinders: 4,
});
export const HILUX_VIN = 'MR0FB3CD100987654';

const CATALOGUE = new Map([HILUX, CX5_MAXX, CX5_TOURING].map((v) => [v.id, v]));

export async function startFakeAutoGrab(): Promise<FakeHttpApi> {
  const api = new FakeHttpApi();
  const unauthorised: FakeReply = { status: 401, json: { success: false, message: 'Unauthorized' } };
  const keyOk = (headers: Record<string, unknown>) => headers.apikey === AUTOGRAB_KEY;

  api.route('GET', /^\/v2\/vehicles\/registrations\/[^/]+$/, (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    if (request.query.region !== 'au' || !request.query.state) return { status: 400, json: { success: false, message: 'region and state are required' } };
    const plate = decodeURIComponent(request.path.split('/').pop() ?? '');
    switch (`${plate} ${request.query.state}`) {
      case 'ABC123 QLD':
        return {
          json: { success: true, vehicle: HILUX, upstream_vehicle: 'TOYOTA HILUX UTILITY 2.8L', confidence: 'standard', colour: 'White', vin: HILUX_VIN },
        };
      case 'NEAR01 NSW':
        return {
          json: {
            success: true,
            vehicle: null,
            upstream_vehicle: 'MAZDA CX-5 WAGON 2.5L',
            vin: 'JM0KF4W7A00123456',
            additional_vehicles: [CX5_MAXX, CX5_TOURING],
          },
        };
      case 'WARN01 VIC':
        return { json: { success: true, vehicle: CX5_MAXX, upstream_vehicle: 'MAZDA CX5', confidence: 'reduced', additional_vehicles: [CX5_TOURING] } };
      case 'VAGUE1 SA':
        return { json: { success: true, vehicle: null, upstream_vehicle: 'HOMEMADE TRAILER' } };
      default:
        return { status: 404, json: { success: false, message: 'Vehicle not found' } };
    }
  });

  api.route('GET', /^\/v2\/vehicles\/[^/]+$/, (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    const found = CATALOGUE.get(decodeURIComponent(request.path.split('/').pop() ?? ''));
    return found ? { json: { success: true, vehicle: found } } : { status: 404, json: { success: false, message: 'Vehicle not found' } };
  });

  api.route('POST', /^\/v2\/valuations\/registrations\/[^/]+$/, (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    const body = jsonOf(request) as { region?: unknown; state?: unknown; kms?: unknown };
    if (body.region !== 'au' || typeof body.state !== 'string' || typeof body.kms !== 'number')
      return { status: 400, json: { success: false, message: 'Bad request' } };
    const plate = decodeURIComponent(request.path.split('/').pop() ?? '');
    if (plate !== 'ABC123') return { status: 404, json: { success: false, message: 'Vehicle not found' } };
    return {
      json: {
        success: true,
        prediction: {
          id: 'pred-6f1c2a',
          vehicle_id: HILUX.id,
          kms: body.kms,
          price: 41990,
          score: 0.87,
          retail_price: '41990',
          trade_price: '35450.40',
          adjustment: { kms: -850 },
        },
      },
    };
  });

  return api.start();
}
