/**
 * Makes a shopper in Australia may search for by name: cars, utes and vans, trucks,
 * motorcycles and caravans, sold new here now or common second-hand. A search path that names
 * one of them is a search the site answers, with no results when it stocks none; a word that
 * names no make is not a search path. Written as each brand writes its own name.
 */
export const KNOWN_MAKES: readonly string[] = [
  // Cars, SUVs, utes and vans
  'Abarth', 'Alfa Romeo', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'BYD', 'Chery', 'Chevrolet', 'Chrysler',
  'Citroen', 'Cupra', 'Daewoo', 'Daihatsu', 'Dodge', 'Ferrari', 'Fiat', 'Ford', 'Foton', 'Genesis', 'GWM',
  'Haval', 'Holden', 'Honda', 'HSV', 'Hyundai', 'Ineos', 'Infiniti', 'Isuzu', 'Jaguar', 'Jeep', 'Kia',
  'Lamborghini', 'Land Rover', 'LDV', 'Lexus', 'Lotus', 'Maserati', 'Mazda', 'McLaren', 'Mercedes-Benz',
  'MG', 'Mini', 'Mitsubishi', 'Nissan', 'Opel', 'Peugeot', 'Polestar', 'Porsche', 'Proton', 'Ram', 'Renault',
  'Rolls-Royce', 'Saab', 'Skoda', 'Smart', 'SsangYong', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Volkswagen',
  'Volvo', 'Zeekr',
  // Trucks
  'Fuso', 'Hino', 'Iveco', 'Kenworth', 'Mack', 'Scania', 'UD Trucks',
  // Motorcycles
  'Aprilia', 'Ducati', 'Harley-Davidson', 'Husqvarna', 'Indian', 'Kawasaki', 'KTM', 'Moto Guzzi', 'Royal Enfield',
  'Triumph', 'Yamaha',
  // Caravans and campers
  'Avan', 'Coromal', 'Crusader', 'Jayco', 'Lotus Caravans', 'New Age', 'Roadstar', 'Supreme', 'Viscount', 'Windsor',
];
