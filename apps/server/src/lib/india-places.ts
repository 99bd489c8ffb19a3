// The states of India with their postal circles (a pincode's first two digits) and the cities people most
// often give as their place. Near me (issue 19, issue 32 finding 9) uses it to find an artwork in the viewer's
// state from the artwork's PUBLIC location alone: matching on the artist's pincode, which is private, let anyone
// learn its first two digits by moving their own pincode through the circles. The viewer's own pincode only
// says which state the viewer is in. A place not listed here still matches when its text names the state
// ("Lonavala, Maharashtra").

interface State {
  name: string;
  /** Postal circles whose pincodes are (mostly) in this state. */
  circles: readonly number[];
  cities: readonly string[];
}

const STATES: readonly State[] = [
  { name: 'delhi', circles: [11], cities: ['delhi', 'new delhi', 'dwarka', 'rohini', 'saket'] },
  {
    name: 'haryana',
    circles: [12, 13],
    cities: [
      'gurugram',
      'gurgaon',
      'faridabad',
      'panipat',
      'ambala',
      'hisar',
      'karnal',
      'rohtak',
      'sonipat',
      'panchkula',
    ],
  },
  {
    name: 'punjab',
    circles: [14, 15],
    cities: ['ludhiana', 'amritsar', 'jalandhar', 'patiala', 'bathinda', 'mohali', 'pathankot'],
  },
  { name: 'chandigarh', circles: [16], cities: ['chandigarh'] },
  { name: 'himachal pradesh', circles: [17], cities: ['shimla', 'dharamshala', 'manali', 'mandi', 'solan', 'kullu'] },
  { name: 'jammu and kashmir', circles: [18, 19], cities: ['srinagar', 'jammu', 'leh', 'anantnag', 'kargil'] },
  {
    name: 'uttar pradesh',
    circles: [20, 21, 22, 23, 27, 28],
    cities: [
      'lucknow',
      'kanpur',
      'varanasi',
      'agra',
      'prayagraj',
      'allahabad',
      'ghaziabad',
      'noida',
      'meerut',
      'aligarh',
      'bareilly',
      'gorakhpur',
      'mathura',
      'ayodhya',
      'jhansi',
      'moradabad',
    ],
  },
  {
    name: 'uttarakhand',
    circles: [24, 26],
    cities: ['dehradun', 'haridwar', 'rishikesh', 'nainital', 'haldwani', 'roorkee', 'mussoorie', 'almora'],
  },
  {
    name: 'rajasthan',
    circles: [30, 31, 32, 33, 34],
    cities: ['jaipur', 'jodhpur', 'udaipur', 'kota', 'ajmer', 'bikaner', 'jaisalmer', 'pushkar', 'alwar', 'bhilwara'],
  },
  {
    name: 'gujarat',
    circles: [36, 37, 38, 39],
    cities: [
      'ahmedabad',
      'surat',
      'vadodara',
      'baroda',
      'rajkot',
      'gandhinagar',
      'bhavnagar',
      'jamnagar',
      'kutch',
      'bhuj',
      'anand',
    ],
  },
  {
    name: 'maharashtra',
    circles: [40, 41, 42, 43, 44],
    cities: [
      'mumbai',
      'pune',
      'nagpur',
      'nashik',
      'thane',
      'navi mumbai',
      'aurangabad',
      'chhatrapati sambhajinagar',
      'kolhapur',
      'solapur',
      'amravati',
      'lonavala',
      'satara',
      'sangli',
      'ratnagiri',
      'alibag',
      'panvel',
      'kalyan',
    ],
  },
  { name: 'goa', circles: [40], cities: ['panaji', 'panjim', 'margao', 'mapusa', 'vasco da gama', 'goa'] },
  {
    name: 'madhya pradesh',
    circles: [45, 46, 47, 48],
    cities: [
      'bhopal',
      'indore',
      'gwalior',
      'jabalpur',
      'ujjain',
      'khajuraho',
      'sagar',
      'rewa',
      'maheshwar',
      'chanderi',
    ],
  },
  { name: 'chhattisgarh', circles: [49], cities: ['raipur', 'bilaspur', 'bhilai', 'durg', 'bastar', 'jagdalpur'] },
  { name: 'telangana', circles: [50], cities: ['hyderabad', 'secunderabad', 'warangal', 'karimnagar', 'nizamabad'] },
  {
    name: 'andhra pradesh',
    circles: [51, 52, 53],
    cities: [
      'visakhapatnam',
      'vizag',
      'vijayawada',
      'guntur',
      'tirupati',
      'nellore',
      'kurnool',
      'kakinada',
      'rajahmundry',
      'amaravati',
    ],
  },
  {
    name: 'karnataka',
    circles: [56, 57, 58, 59],
    cities: [
      'bengaluru',
      'bangalore',
      'mysuru',
      'mysore',
      'mangaluru',
      'mangalore',
      'hubballi',
      'hubli',
      'belagavi',
      'belgaum',
      'udupi',
      'hampi',
      'dharwad',
    ],
  },
  {
    name: 'tamil nadu',
    circles: [60, 61, 62, 63, 64],
    cities: [
      'chennai',
      'coimbatore',
      'madurai',
      'tiruchirappalli',
      'trichy',
      'salem',
      'tirunelveli',
      'thanjavur',
      'vellore',
      'kanchipuram',
      'ooty',
      'kumbakonam',
    ],
  },
  { name: 'puducherry', circles: [60], cities: ['puducherry', 'pondicherry'] },
  {
    name: 'kerala',
    circles: [67, 68, 69],
    cities: [
      'thiruvananthapuram',
      'trivandrum',
      'kochi',
      'cochin',
      'kozhikode',
      'calicut',
      'thrissur',
      'kannur',
      'kollam',
      'alappuzha',
      'kottayam',
      'palakkad',
    ],
  },
  {
    name: 'west bengal',
    circles: [70, 71, 72, 73, 74],
    cities: [
      'kolkata',
      'calcutta',
      'howrah',
      'siliguri',
      'darjeeling',
      'durgapur',
      'asansol',
      'shantiniketan',
      'santiniketan',
      'bolpur',
    ],
  },
  { name: 'sikkim', circles: [73], cities: ['gangtok'] },
  {
    name: 'odisha',
    circles: [75, 76, 77],
    cities: ['bhubaneswar', 'cuttack', 'puri', 'rourkela', 'sambalpur', 'raghurajpur'],
  },
  { name: 'assam', circles: [78], cities: ['guwahati', 'dibrugarh', 'jorhat', 'silchar', 'tezpur'] },
  {
    name: 'north east',
    circles: [79],
    cities: ['shillong', 'imphal', 'aizawl', 'agartala', 'kohima', 'itanagar', 'dimapur'],
  },
  {
    name: 'bihar',
    circles: [80, 84, 85],
    cities: ['patna', 'gaya', 'bhagalpur', 'muzaffarpur', 'darbhanga', 'madhubani', 'bodh gaya'],
  },
  {
    name: 'jharkhand',
    circles: [81, 82, 83],
    cities: ['ranchi', 'jamshedpur', 'dhanbad', 'bokaro', 'hazaribagh', 'deoghar'],
  },
];

/**
 * The places that count as "the viewer's state" for a postal circle: every listed city of the state (or
 * states) of that circle, and the state names themselves. Lower case.
 */
export function placesOfCircle(circle: number): { cities: string[]; states: string[] } {
  const states = STATES.filter((state) => state.circles.includes(circle));
  return { cities: states.flatMap((state) => state.cities), states: states.map((state) => state.name) };
}
