import type { ProductKind } from '#functions/local/seed/images/drawings/index.ts';

/**
 * Words the scale catalogue is made of. Products combine a family's noun with a size, a material
 * and a standard, so a search for 'bolt', 'valve', 'm10' or 'stainless' matches a realistic share
 * of 100,000 products rather than all or none of them.
 */
export type ScaleFamily = {
  /** Menu parent and leaf the family's products sit on; the leaf is also the platform category. */
  menu: [string, string];
  kind: ProductKind;
  code: string;
  nouns: string[];
  sizes: string[];
  materials: string[];
  /** Standards, ratings or features; one is appended to the name. */
  specs: string[];
  /** Price of the smallest size, of the largest, and the unit quoted. */
  price: [number, number, string];
  /** Highlight names of size, material and spec. */
  labels: [string, string, string];
};

const METRIC = ['M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M14', 'M16', 'M20', 'M24', 'M30'];
const LENGTHS = ['12', '16', '20', '25', '30', '40', '50', '60', '80', '100', '120', '150'];
const BOLT_SIZES = METRIC.flatMap((size, index) => LENGTHS.slice(index % 4, (index % 4) + 7).map((length) => `${size} x ${length}`));
const PIPE_SIZES = ['DN10 (3/8")', 'DN15 (1/2")', 'DN20 (3/4")', 'DN25 (1")', 'DN32 (1-1/4")', 'DN40 (1-1/2")', 'DN50 (2")', 'DN65 (2-1/2")', 'DN80 (3")', 'DN100 (4")'];

export const SCALE_FAMILIES: ScaleFamily[] = [
  {
    menu: ['Fasteners', 'Bolts'], kind: 'hex-bolt', code: 'BT',
    nouns: ['Hex Bolt', 'Hex Head Bolt', 'Flange Bolt', 'Carriage Bolt', 'Anchor Bolt', 'Structural Bolt', 'Eye Bolt', 'U-Bolt'],
    sizes: BOLT_SIZES,
    materials: ['Carbon Steel 8.8', 'Alloy Steel 10.9', 'Stainless Steel 304', 'Stainless Steel 316', 'Hot-Dip Galvanized Steel', 'Brass', 'Zinc Plated Steel', 'Titanium Grade 5'],
    specs: ['DIN 933', 'DIN 931', 'ISO 4017', 'ISO 4014', 'ASTM A325', 'DIN 6921', 'DIN 603', 'ASME B18.2.1'],
    price: [0.02, 2.4, 'Piece'],
    labels: ['Size', 'Material', 'Standard'],
  },
  {
    menu: ['Fasteners', 'Screws'], kind: 'socket-screw', code: 'SC',
    nouns: ['Socket Head Cap Screw', 'Button Head Screw', 'Countersunk Screw', 'Set Screw', 'Machine Screw', 'Self-Tapping Screw', 'Shoulder Screw', 'Thumb Screw'],
    sizes: BOLT_SIZES,
    materials: ['Alloy Steel 12.9', 'Stainless Steel A2', 'Stainless Steel A4', 'Black Oxide Steel', 'Nylon', 'Brass', 'Zinc Plated Steel'],
    specs: ['ISO 4762', 'DIN 912', 'ISO 7380', 'DIN 7991', 'DIN 913', 'DIN 7981', 'ISO 7379'],
    price: [0.03, 3.1, 'Piece'],
    labels: ['Size', 'Material', 'Standard'],
  },
  {
    menu: ['Fasteners', 'Nuts & Washers'], kind: 'nut-washer', code: 'NW',
    nouns: ['Hex Nut', 'Nylon Lock Nut', 'Flange Nut', 'Wing Nut', 'Cap Nut', 'Coupling Nut', 'Flat Washer', 'Spring Washer', 'Fender Washer', 'Serrated Lock Washer'],
    sizes: METRIC,
    materials: ['Carbon Steel', 'Stainless Steel 304', 'Stainless Steel 316', 'Brass', 'Nylon', 'Zinc Plated Steel', 'Hot-Dip Galvanized Steel'],
    specs: ['DIN 934', 'DIN 985', 'DIN 6923', 'DIN 315', 'DIN 1587', 'DIN 125', 'DIN 127', 'DIN 9021', 'ISO 4032'],
    price: [0.005, 0.9, 'Piece'],
    labels: ['Thread Size', 'Material', 'Standard'],
  },
  {
    menu: ['Valves & Pumps', 'Valves'], kind: 'ball-valve', code: 'VL',
    nouns: ['Ball Valve', 'Gate Valve', 'Globe Valve', 'Swing Check Valve', 'Butterfly Valve', 'Needle Valve', 'Solenoid Valve', 'Pressure Relief Valve', 'Strainer Valve'],
    sizes: PIPE_SIZES,
    materials: ['Brass', 'Bronze', 'Cast Iron', 'Ductile Iron', 'Stainless Steel 316', 'Carbon Steel WCB', 'PVC-U', 'Forged Steel A105'],
    specs: ['PN16', 'PN25', 'PN40', 'Class 150', 'Class 300', '1000 WOG', 'Flanged Ends', 'Threaded BSP', 'Threaded NPT', 'PTFE Seal', 'EPDM Seal'],
    price: [2.1, 380, 'Piece'],
    labels: ['Nominal Size', 'Body Material', 'Rating / Ends'],
  },
  {
    menu: ['Valves & Pumps', 'Pumps'], kind: 'centrifugal-pump', code: 'PM',
    nouns: ['Centrifugal Pump', 'Submersible Pump', 'Booster Pump', 'Circulation Pump', 'Self-Priming Pump', 'Multistage Pump', 'Chemical Pump', 'Fire Fighting Pump'],
    sizes: ['0.37 kW', '0.55 kW', '0.75 kW', '1.1 kW', '1.5 kW', '2.2 kW', '3 kW', '4 kW', '5.5 kW', '7.5 kW', '11 kW', '15 kW', '22 kW'],
    materials: ['Cast Iron', 'Stainless Steel 304', 'Stainless Steel 316', 'Bronze Impeller', 'Cast Iron with Brass Impeller'],
    specs: ['IE3 Motor', 'IE2 Motor', 'Mechanical Seal', 'Single Phase 230V', 'Three Phase 400V', 'ISO 2858', 'EN 733', 'Frequency Inverter'],
    price: [48, 2600, 'Set'],
    labels: ['Motor Power', 'Material', 'Feature'],
  },
  {
    menu: ['Bearings', 'Rolling Bearings'], kind: 'bearing', code: 'BR',
    nouns: ['Deep Groove Ball Bearing', 'Angular Contact Ball Bearing', 'Tapered Roller Bearing', 'Cylindrical Roller Bearing', 'Spherical Roller Bearing', 'Needle Roller Bearing', 'Thrust Ball Bearing', 'Self-Aligning Ball Bearing', 'Linear Bearing'],
    sizes: ['6000', '6001', '6002', '6201', '6202', '6203', '6204', '6205', '6206', '6207', '6208', '6305', '6306', '6308', '6310', '30204', '30205', '30206', '32208', 'NU205', 'NU206', 'NJ208', '7205B', '7206B', '22208', '22210', 'NK20/16', '51105', '1205', 'LM20UU'],
    materials: ['Chrome Steel GCr15', 'Stainless Steel 440C', 'Ceramic Hybrid', 'Chrome Steel with Brass Cage'],
    specs: ['2RS Rubber Seal', 'ZZ Metal Shield', 'Open', 'C3 Clearance', 'P5 Precision', 'P6 Precision', 'High Temperature Grease', 'Low Noise Z3V3'],
    price: [0.25, 48, 'Piece'],
    labels: ['Designation', 'Material', 'Seal / Precision'],
  },
  {
    menu: ['Bearings', 'Mounted Bearings'], kind: 'pillow-block', code: 'MB',
    nouns: ['Pillow Block Bearing', 'Flange Bearing Unit', 'Take-Up Bearing Unit', 'Plummer Block Housing'],
    sizes: ['UCP201', 'UCP204', 'UCP205', 'UCP206', 'UCP207', 'UCP208', 'UCP210', 'UCP212', 'UCF204', 'UCF206', 'UCFL205', 'UCT208', 'SNL510'],
    materials: ['Grey Cast Iron', 'Ductile Iron', 'Stainless Steel', 'Thermoplastic'],
    specs: ['Set Screw Locking', 'Eccentric Collar', 'Adapter Sleeve', 'Relubricable', 'Food Grade'],
    price: [2.2, 65, 'Set'],
    labels: ['Unit', 'Housing', 'Locking / Feature'],
  },
  {
    menu: ['Power Tools', 'Drills & Drivers'], kind: 'drill', code: 'DR',
    nouns: ['Cordless Drill Driver', 'Hammer Drill', 'Impact Driver', 'Rotary Hammer', 'Magnetic Drill', 'Right Angle Drill', 'Screwdriver'],
    sizes: ['12V', '14.4V', '18V', '20V', '36V', '230V 600W', '230V 800W', '230V 1050W'],
    materials: ['Brushless Motor', 'Brushed Motor', 'Metal Gearbox', 'Keyless Chuck', 'SDS-Plus', 'SDS-Max'],
    specs: ['Tool Only', '2 x 2.0Ah Kit', '2 x 4.0Ah Kit', '2 x 5.0Ah Kit', 'with Case', 'with 100-Piece Accessory Set', 'LED Light'],
    price: [18, 240, 'Set'],
    labels: ['Voltage / Power', 'Drive', 'Supplied As'],
  },
  {
    menu: ['Power Tools', 'Grinders & Saws'], kind: 'angle-grinder', code: 'GR',
    nouns: ['Angle Grinder', 'Die Grinder', 'Cut-Off Machine', 'Polisher', 'Wall Chaser', 'Straight Grinder'],
    sizes: ['100 mm', '115 mm', '125 mm', '150 mm', '180 mm', '230 mm', '355 mm'],
    materials: ['750W', '900W', '1200W', '1500W', '2200W', '2400W', '18V Brushless'],
    specs: ['Variable Speed', 'Soft Start', 'Paddle Switch', 'Anti-Kickback', 'Tool-Free Guard', 'M14 Spindle'],
    price: [12, 180, 'Piece'],
    labels: ['Disc Diameter', 'Power', 'Feature'],
  },
  {
    menu: ['Safety & PPE', 'Head Protection'], kind: 'safety-helmet', code: 'HP',
    nouns: ['Safety Helmet', 'Hard Hat', 'Bump Cap', 'Climbing Helmet', 'Vented Safety Helmet', 'Full Brim Hard Hat'],
    sizes: ['White', 'Yellow', 'Orange', 'Red', 'Blue', 'Green', 'Black', 'Hi-Vis Lime'],
    materials: ['HDPE', 'ABS', 'Polycarbonate', 'Fibreglass'],
    specs: ['EN 397', 'ANSI Z89.1 Type I', 'EN 12492', 'EN 812', '4-Point Suspension', '6-Point Ratchet', 'with Chin Strap'],
    price: [1.4, 28, 'Piece'],
    labels: ['Colour', 'Shell Material', 'Standard / Suspension'],
  },
  {
    menu: ['Safety & PPE', 'Hand Protection'], kind: 'work-gloves', code: 'GL',
    nouns: ['Nitrile Coated Gloves', 'Latex Coated Gloves', 'Cut-Resistant Gloves', 'Leather Work Gloves', 'Impact Gloves', 'Welding Gloves', 'Disposable Nitrile Gloves', 'Cotton Knit Gloves', 'PU Coated Gloves'],
    sizes: ['Size 7 (S)', 'Size 8 (M)', 'Size 9 (L)', 'Size 10 (XL)', 'Size 11 (XXL)'],
    materials: ['13G Nylon', '15G Nylon Spandex', 'HPPE Cut Level C', 'HPPE Cut Level F', 'Cowhide Split Leather', 'Goatskin', 'Polycotton'],
    specs: ['EN 388 4131X', 'EN 388 4X43C', 'EN 388 4X44F', 'EN 407', 'EN ISO 374-1', 'Touchscreen', 'Oil Resistant'],
    price: [0.22, 6.5, 'Pair'],
    labels: ['Size', 'Liner', 'Rating / Feature'],
  },
  {
    menu: ['Electrical', 'Cables & Wires'], kind: 'cable-coil', code: 'CB',
    nouns: ['Power Cable', 'Flexible Cable', 'Control Cable', 'Welding Cable', 'Armoured Cable', 'Extension Cable', 'Solar Cable', 'Instrumentation Cable'],
    sizes: ['2 x 0.75 mm²', '3G1.5 mm²', '3G2.5 mm²', '4G4 mm²', '5G2.5 mm²', '5G6 mm²', '4 x 16 mm²', '1 x 35 mm²', '1 x 50 mm²', '12G1.0 mm²'],
    materials: ['Copper PVC', 'Copper Rubber H07RN-F', 'Copper XLPE', 'Tinned Copper', 'Aluminium', 'Copper LSZH'],
    specs: ['100 m Coil', '500 m Drum', '450/750V', '0.6/1kV', 'Oil Resistant', 'UV Resistant', 'Shielded'],
    price: [18, 1450, 'Roll'],
    labels: ['Cores × Section', 'Conductor / Insulation', 'Packing / Rating'],
  },
  {
    menu: ['Electrical', 'Plugs & Connectors'], kind: 'industrial-plug', code: 'PL',
    nouns: ['Industrial Plug', 'Industrial Socket', 'Cable Connector', 'Panel Mounted Socket', 'Interlocked Socket', 'Waterproof Connector'],
    sizes: ['16A 3-Pin', '16A 5-Pin', '32A 3-Pin', '32A 4-Pin', '32A 5-Pin', '63A 5-Pin', '125A 5-Pin'],
    materials: ['230V Blue', '400V Red', '110V Yellow', '24V Violet'],
    specs: ['IP44', 'IP67', 'IEC 60309', 'Halogen Free', 'Screwless Terminals'],
    price: [1.5, 85, 'Piece'],
    labels: ['Rating', 'Voltage Code', 'Protection / Feature'],
  },
  {
    menu: ['Electrical', 'Circuit Protection'], kind: 'circuit-breaker', code: 'CP',
    nouns: ['Miniature Circuit Breaker', 'RCBO', 'Residual Current Device', 'Isolator Switch', 'Contactor', 'Surge Protection Device', 'Motor Protection Circuit Breaker'],
    sizes: ['1P', '1P+N', '2P', '3P', '4P'],
    materials: ['6A', '10A', '16A', '20A', '25A', '32A', '40A', '63A', '100A'],
    specs: ['B Curve', 'C Curve', 'D Curve', '6kA', '10kA', '30mA Type A', '300mA Type AC', 'DIN Rail'],
    price: [2.4, 95, 'Piece'],
    labels: ['Poles', 'Rated Current', 'Curve / Capacity'],
  },
];

/** House brands of the wholesaler; the FTS index covers brand names too. */
export const SCALE_BRANDS = ['MegaPro', 'IndusMax', 'TorqueLine', 'FlowStar', 'SteelCore', 'VoltEdge', 'GripSafe', 'RotaTech', 'Ironbridge', 'Cascade Industrial'];

export const SCALE_ORIGINS = ['Zhejiang, China', 'Jiangsu, China', 'Guangdong, China', 'Taiwan', 'Gujarat, India', 'Bursa, Turkey', 'Binh Duong, Vietnam', 'Nuevo León, Mexico'];
