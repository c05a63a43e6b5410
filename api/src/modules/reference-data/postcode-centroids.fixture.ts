/**
 * A small fixture of four-digit postcode areas (PC4) with approximate
 * centroids (WGS84), for the cities the demo data uses. Enough for distance
 * search in demo and tests; an operator loads the full national table as
 * described in api/README.md ("Postcode centroids").
 *
 * [pc4, city, latitude, longitude]
 */
export const POSTCODE_CENTROIDS: ReadonlyArray<readonly [number, string, number, number]> = [
  [1011, 'Amsterdam', 52.3731, 4.9003], [1012, 'Amsterdam', 52.3738, 4.8924], [1017, 'Amsterdam', 52.3625, 4.8922],
  [1052, 'Amsterdam', 52.3823, 4.8712], [1069, 'Amsterdam', 52.3531, 4.7962], [1091, 'Amsterdam', 52.3601, 4.9185],
  [1102, 'Amsterdam', 52.3127, 4.9522],
  [3011, 'Rotterdam', 51.9211, 4.4858], [3012, 'Rotterdam', 51.9225, 4.4718], [3013, 'Rotterdam', 51.9246, 4.4656],
  [3021, 'Rotterdam', 51.9147, 4.4436], [3062, 'Rotterdam', 51.9183, 4.5270], [3071, 'Rotterdam', 51.9040, 4.4956],
  [2511, 'Den Haag', 52.0786, 4.3155], [2514, 'Den Haag', 52.0871, 4.3062], [2517, 'Den Haag', 52.0947, 4.2855],
  [2525, 'Den Haag', 52.0608, 4.2885], [2595, 'Den Haag', 52.0842, 4.3313],
  [3511, 'Utrecht', 52.0907, 5.1145], [3512, 'Utrecht', 52.0897, 5.1246], [3521, 'Utrecht', 52.0777, 5.1065],
  [3531, 'Utrecht', 52.0931, 5.0918], [3581, 'Utrecht', 52.0878, 5.1367], [3584, 'Utrecht', 52.0853, 5.1747],
  [5611, 'Eindhoven', 51.4412, 5.4778], [5612, 'Eindhoven', 51.4473, 5.4900], [5616, 'Eindhoven', 51.4395, 5.4513],
  [5627, 'Eindhoven', 51.4759, 5.4867],
  [9711, 'Groningen', 53.2186, 6.5682], [9712, 'Groningen', 53.2190, 6.5580], [9726, 'Groningen', 53.2107, 6.5652],
  [9747, 'Groningen', 53.2405, 6.5339],
  [5038, 'Tilburg', 51.5578, 5.0831], [5041, 'Tilburg', 51.5553, 5.1006], [5017, 'Tilburg', 51.5646, 5.0537],
  [1315, 'Almere', 52.3708, 5.2193], [1324, 'Almere', 52.3778, 5.1928], [1357, 'Almere', 52.4052, 5.2777],
  [4811, 'Breda', 51.5885, 4.7765], [4818, 'Breda', 51.5956, 4.7786], [4834, 'Breda', 51.5693, 4.7642],
  [6511, 'Nijmegen', 51.8448, 5.8640], [6525, 'Nijmegen', 51.8249, 5.8616], [6541, 'Nijmegen', 51.8511, 5.8184],
  [7311, 'Apeldoorn', 52.2136, 5.9652], [7315, 'Apeldoorn', 52.2226, 5.9468], [7321, 'Apeldoorn', 52.2065, 5.9372],
  [2011, 'Haarlem', 52.3850, 4.6385], [2031, 'Haarlem', 52.3894, 4.6544], [2023, 'Haarlem', 52.3696, 4.6533],
  [6811, 'Arnhem', 51.9820, 5.9087], [6821, 'Arnhem', 51.9902, 5.9212], [6836, 'Arnhem', 51.9573, 5.8948],
  [7511, 'Enschede', 52.2199, 6.8944], [7522, 'Enschede', 52.2396, 6.8528], [7545, 'Enschede', 52.2101, 6.8604],
  [3811, 'Amersfoort', 52.1565, 5.3882], [3818, 'Amersfoort', 52.1580, 5.3700], [3824, 'Amersfoort', 52.1850, 5.4070],
  [8011, 'Zwolle', 52.5125, 6.0930], [8021, 'Zwolle', 52.5138, 6.0727], [8017, 'Zwolle', 52.5260, 6.1112],
  [2311, 'Leiden', 52.1589, 4.4910], [2333, 'Leiden', 52.1649, 4.4759], [2321, 'Leiden', 52.1501, 4.4736],
  [6211, 'Maastricht', 50.8502, 5.6907], [6221, 'Maastricht', 50.8483, 5.7069], [6229, 'Maastricht', 50.8357, 5.7143],
  [3311, 'Dordrecht', 51.8137, 4.6697], [3317, 'Dordrecht', 51.7932, 4.6813],
  [5211, "'s-Hertogenbosch", 51.6905, 5.3049], [5223, "'s-Hertogenbosch", 51.7032, 5.3073], [5232, "'s-Hertogenbosch", 51.6995, 5.3362],
  [8911, 'Leeuwarden', 53.2026, 5.7939], [8932, 'Leeuwarden', 53.1907, 5.7935],
  [2611, 'Delft', 52.0116, 4.3571], [2628, 'Delft', 51.9994, 4.3728],
  [1811, 'Alkmaar', 52.6324, 4.7485], [1823, 'Alkmaar', 52.6430, 4.7652],
  [7411, 'Deventer', 52.2522, 6.1594], [7418, 'Deventer', 52.2510, 6.1921],
  [1506, 'Zaandam', 52.4397, 4.8253], [2801, 'Gouda', 52.0116, 4.7105], [1211, 'Hilversum', 52.2260, 5.1754],
  [9401, 'Assen', 52.9929, 6.5622], [8232, 'Lelystad', 52.5095, 5.4750], [4331, 'Middelburg', 51.4988, 3.6106],
  [5911, 'Venlo', 51.3705, 6.1686], [5701, 'Helmond', 51.4781, 5.6564], [6711, 'Ede', 52.0425, 5.6663],
  [7811, 'Emmen', 52.7838, 6.8941], [6411, 'Heerlen', 50.8873, 5.9796], [2711, 'Zoetermeer', 52.0589, 4.4937],
  [3431, 'Nieuwegein', 52.0292, 5.0806],
];
