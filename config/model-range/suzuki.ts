/**
 * The Suzuki range of Sunset Coast Suzuki (issue 11 item 2; spec 2 §2, §3 Model).
 *
 * DEMO DATA: model names follow the current Australian Suzuki line-up, but every from price,
 * status and description here was written for this demo. They are not Suzuki's prices or
 * claims, and not a quote: the pages say so next to the prices.
 */
import type { SiteRange } from '../../domain/models/model-range';
import { manufacturer, modelsOf } from './range-builder';

const SUZUKI = manufacturer(31, 'Suzuki');

export const SUZUKI_RANGE: SiteRange = {
  manufacturers: [SUZUKI],
  models: modelsOf(SUZUKI, [
    {
      id: 3101,
      name: 'Swift',
      bodies: ['cars', 'hybrids'],
      drawing: 'hatch',
      colour: 'blue',
      from: 24990,
      description: 'The light hatch, now a mild hybrid: frugal, nimble in town and well equipped from the base model up.',
    },
    {
      id: 3102,
      name: 'Fronx',
      bodies: ['suvs', 'hybrids'],
      drawing: 'suv',
      colour: 'orange',
      from: 29990,
      status: 'new',
      description: 'A coupe-styled small SUV with a mild-hybrid 1.5-litre engine and a six-speed automatic.',
    },
    {
      id: 3103,
      name: 'Vitara',
      bodies: ['suvs', 'hybrids'],
      drawing: 'suv',
      colour: 'yellow',
      from: 33490,
      description: 'A compact SUV with a hybrid or turbo-petrol engine, and ALLGRIP all-wheel drive on the top grade.',
    },
    {
      id: 3104,
      name: 'S-Cross',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'silver',
      from: 35990,
      description: 'A roomy small SUV with a 1.4-litre turbo, a big boot and a well-appointed Prestige grade.',
    },
    {
      id: 3105,
      name: 'Jimny',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'green',
      from: 34990,
      description: 'The compact three-door off-roader, with a ladder frame, low-range transfer case and a cult following.',
    },
    {
      id: 3106,
      name: 'Jimny XL',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'white',
      from: 38990,
      status: 'new',
      description: 'The five-door Jimny: the same off-road hardware with rear doors and a usable boot.',
    },
    {
      id: 3107,
      name: 'e Vitara',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'blue',
      status: 'coming_soon',
      secondImage: false,
      description: 'Suzuki’s first all-electric SUV, due in Australia soon. Register your interest for launch details and pricing.',
    },
  ]),
};
