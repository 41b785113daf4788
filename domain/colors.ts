/**
 * Team text and line colours by abbreviation (01 §3.5), and the product's brand colours
 * (01 §9). A line colour draws a team's series in charts and its players on the map; the
 * text colour is readable on top of the line colour.
 */

/** The two colours of a team. */
export interface TeamColors {
  /** Text drawn on the line colour. */
  readonly text: string;
  /** Chart series, badges and map markers. */
  readonly line: string;
}

/** Brand colours of the product. */
export const BRAND_COLORS = {
  primary: '#0b2545',
  accent: '#13a89e',
  live: '#2da44e',
  processing: '#8250df',
  danger: '#cf222e',
  warning: '#d4a72c',
  background: '#f6f8fa',
  text: '#1f2328',
} as const;

/** Colours used for a team the table does not know. */
export const DEFAULT_TEAM_COLORS: TeamColors = { text: '#ffffff', line: '#57606a' };

const pair = (line: string, text = '#ffffff'): TeamColors => ({ text, line });

/** Colours by team abbreviation. */
export const TEAM_COLORS: Readonly<Record<string, TeamColors>> = {
  ARI: pair('#97233f'),
  ATL: pair('#a71930'),
  BAL: pair('#241773', '#9e7c0c'),
  BUF: pair('#00338d', '#ffffff'),
  CAR: pair('#0085ca', '#101820'),
  CHI: pair('#0b162a', '#c83803'),
  CIN: pair('#fb4f14', '#000000'),
  CLE: pair('#311d00', '#ff3c00'),
  DAL: pair('#041e42', '#ffffff'),
  DEN: pair('#fb4f14', '#002244'),
  DET: pair('#0076b6', '#ffffff'),
  GB: pair('#203731', '#ffb612'),
  HOU: pair('#03202f', '#a71930'),
  IND: pair('#002c5f', '#ffffff'),
  JAX: pair('#006778', '#d7a22a'),
  KC: pair('#e31837', '#ffb81c'),
  LV: pair('#000000', '#a5acaf'),
  LAC: pair('#0080c6', '#ffc20e'),
  LA: pair('#003594', '#ffa300'),
  MIA: pair('#008e97', '#ffffff'),
  MIN: pair('#4f2683', '#ffc62f'),
  NE: pair('#002244', '#c60c30'),
  NO: pair('#d3bc8d', '#101820'),
  NYG: pair('#0b2265', '#ffffff'),
  NYJ: pair('#125740', '#ffffff'),
  PHI: pair('#004c54', '#a5acaf'),
  PIT: pair('#ffb612', '#101820'),
  SF: pair('#aa0000', '#b3995d'),
  SEA: pair('#002244', '#69be28'),
  TB: pair('#d50a0a', '#ffffff'),
  TEN: pair('#0c2340', '#4b92db'),
  WAS: pair('#5a1414', '#ffb612'),
  NFU: pair('#4b2e83', '#ffffff'),
  LKS: pair('#005a9c', '#ffffff'),
  CTU: pair('#1b4d3e', '#e0c068'),
  GCU: pair('#e87722', '#002b49'),
  PAM: pair('#6d2c2c', '#f2c75c'),
  AFC: pair('#d50a0a'),
  NFC: pair('#013369'),
  AMER: pair('#1d4289'),
  NATL: pair('#b31b34'),
  PRAC: pair('#57606a'),
  ZEBRA: pair('#000000', '#ffffff'),
  CC: pair('#0b2545', '#13a89e'),
};

/** The colours of a team by abbreviation (case-insensitive), or the defaults. */
export function teamColors(abbr: string): TeamColors {
  return TEAM_COLORS[abbr.trim().toUpperCase()] ?? DEFAULT_TEAM_COLORS;
}
