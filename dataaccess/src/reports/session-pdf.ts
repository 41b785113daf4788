/**
 * The session report PDF (02 §2 Report page, 02 §7 PDF): what a head coach reads at a
 * glance. Page 1: the session's name, date and duration, the highlights with their % of the
 * past week, and two charts drawn as vector paths (average distance and top max speed by
 * position group); then the per-player table, the numbers as the session tables show them
 * (the catalogue's decimals, via the CSV's cell formatting).
 */
import PDFDocument from 'pdfkit';
import {
  DATE_FORMATS,
  formatDate,
  formatDurationMs,
  hasValue,
  METRICS,
  positionGroupOf,
  type MetricKey,
  type TimeZone,
} from '../../../domain';
import type { MetricValues } from '../metrics';
import { metricCell } from './metric-csv';

/** One player's row of the report. */
export interface PdfPlayer {
  readonly id: string;
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
  readonly metrics: MetricValues;
}

/** What the report shows. */
export interface SessionPdfInput {
  readonly name: string;
  readonly kind: 'practice' | 'game';
  readonly teamName: string;
  readonly startMs: number;
  readonly endMs: number | null;
  /** The highlights, each with its % of the team's average over the comparison window. */
  readonly highlights: readonly HighlightLine[];
  /** Days before the session the highlights compare with. */
  readonly compareDays: number;
  readonly players: readonly PdfPlayer[];
  readonly zone: TimeZone;
  /** Test builds: streams left uncompressed so the text can be read back. */
  readonly compress?: boolean;
  /** Called with 0–100 as the pages are laid out. */
  readonly onProgress?: (percent: number) => void;
}

/** One highlight as the report prints it. */
export interface HighlightLine {
  readonly label: string;
  readonly value: string;
  readonly percent: number | null;
}

/** The table's columns: the numbers a coach asks for first. */
export const PDF_TABLE_KEYS: readonly MetricKey[] = [
  'totalDis',
  'hardEffortDist',
  'ypm',
  'maxSpeedMPH',
  'maxSustainedSpeedMPH',
  'sprintCount',
  'accelCount',
  'deccelCount',
  'exIndex',
  'timeTrkd',
];

const INK = '#1d2530';
const MUTED = '#5b6573';
const RULE = '#d5dae1';
const BAR = '#2f6fb3';
const BAR_ALT = '#d9822b';
const ZEBRA = '#f3f5f8';

const PAGE = { width: 792, height: 612, margin: 36 } as const;

/** Numbers of a bar chart: one label and value per bar. */
interface Bars {
  readonly title: string;
  readonly unit: string;
  readonly color: string;
  readonly bars: readonly { label: string; value: number }[];
}

/** Averages and maxima by position group (a position outside the groups stands for itself). */
function groupBars(players: readonly PdfPlayer[]): { distance: Bars; speed: Bars } {
  const groups = new Map<string, PdfPlayer[]>();
  for (const p of players) {
    const group = positionGroupOf(p.position) ?? (p.position || 'Other');
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  const avg = (list: PdfPlayer[], key: MetricKey) => {
    const values = list.map((p) => p.metrics[key]).filter(hasValue);
    return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
  };
  const max = (list: PdfPlayer[], key: MetricKey) =>
    Math.max(0, ...list.map((p) => p.metrics[key]).filter(hasValue));
  const entries = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    distance: {
      title: 'Average total distance by position group',
      unit: 'yd',
      color: BAR,
      bars: entries.map(([label, list]) => ({ label, value: avg(list, 'totalDis') })),
    },
    speed: {
      title: 'Top max speed by position group',
      unit: 'mph',
      color: BAR_ALT,
      bars: entries.map(([label, list]) => ({ label, value: max(list, 'maxSpeedMPH') })),
    },
  };
}

/** A horizontal bar chart in the box (x, y, w, h), drawn as paths with value labels. */
function drawBars(
  doc: PDFKit.PDFDocument,
  chart: Bars,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(chart.title, x, y, { width: w });
  const top = y + 20;
  const labelW = 48;
  const valueW = 56;
  const plotW = w - labelW - valueW;
  const n = Math.max(chart.bars.length, 1);
  const rowH = Math.min(22, (h - 24) / n);
  const peak = Math.max(1, ...chart.bars.map((b) => b.value));
  // Gridlines at quarters of the peak, so bar lengths read against a scale.
  doc.lineWidth(0.5).strokeColor(RULE);
  for (let q = 0; q <= 4; q += 1) {
    const gx = x + labelW + (plotW * q) / 4;
    doc
      .moveTo(gx, top)
      .lineTo(gx, top + rowH * n)
      .stroke();
  }
  doc.font('Helvetica').fontSize(8);
  chart.bars.forEach((bar, i) => {
    const by = top + i * rowH;
    const len = (plotW * bar.value) / peak;
    doc.fillColor(MUTED).text(bar.label, x, by + rowH / 2 - 4, {
      width: labelW - 6,
      align: 'right',
      lineBreak: false,
    });
    doc.rect(x + labelW, by + rowH * 0.15, Math.max(len, 0.5), rowH * 0.7).fill(chart.color);
    doc
      .fillColor(INK)
      .text(`${bar.value.toFixed(1)} ${chart.unit}`, x + labelW + len + 4, by + rowH / 2 - 4, {
        width: valueW,
        lineBreak: false,
      });
  });
}

/** The top five players by total distance and by max speed, side by side from y on. */
function drawLeaders(doc: PDFKit.PDFDocument, input: SessionPdfInput, y: number) {
  const width = (PAGE.width - 2 * PAGE.margin - 24) / 2;
  const lists: [string, MetricKey, string, 1 | 2][] = [
    ['Most distance', 'totalDis', 'yd', 1],
    ['Fastest', 'maxSpeedMPH', 'mph', 2],
  ];
  lists.forEach(([title, key, unit, decimals], column) => {
    const x = PAGE.margin + column * (width + 24);
    const top = [...input.players]
      .filter((p) => hasValue(p.metrics[key]))
      .sort((a, b) => (b.metrics[key] ?? 0) - (a.metrics[key] ?? 0))
      .slice(0, 5);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(title, x, y, { width });
    top.forEach((p, i) => {
      const line = y + 16 + i * 12;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(`${i + 1}. ${p.name} (${p.position || '-'})`, x, line, {
          width: width - 80,
          lineBreak: false,
        })
        .text(`${(p.metrics[key] ?? 0).toFixed(decimals)} ${unit}`, x + width - 80, line, {
          width: 80,
          align: 'right',
          lineBreak: false,
        });
    });
  });
}

/** The title block and highlights; answers the y below them. */
function drawSummary(doc: PDFKit.PDFDocument, input: SessionPdfInput): number {
  const { margin } = PAGE;
  const kind = input.kind === 'game' ? 'Game' : 'Practice';
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(input.name, margin, margin);
  const when = formatDate(input.startMs, DATE_FORMATS.full, input.zone);
  const duration =
    input.endMs === null ? '' : ` · Duration ${formatDurationMs(input.endMs - input.startMs)}`;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `${kind} report · ${input.teamName} · ${when}${duration} · ${input.players.length} players tracked`,
    );
  const top = doc.y + 12;
  const cols = 5;
  const gap = 8;
  const boxW = (PAGE.width - 2 * margin - gap * (cols - 1)) / cols;
  const boxH = 46;
  input.highlights.forEach((h, i) => {
    const bx = margin + (i % cols) * (boxW + gap);
    const by = top + Math.floor(i / cols) * (boxH + gap);
    doc.roundedRect(bx, by, boxW, boxH, 4).fillAndStroke(ZEBRA, RULE);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(h.label, bx + 8, by + 6, { width: boxW - 16, lineBreak: false });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(h.value, bx + 8, by + 18, { width: boxW - 16, lineBreak: false });
    if (h.percent !== null) {
      doc
        .fillColor(h.percent >= 100 ? '#2e7d32' : '#b3261e')
        .font('Helvetica')
        .fontSize(8)
        .text(`${h.percent.toFixed(0)}% of past ${input.compareDays} days`, bx + 8, by + 34, {
          width: boxW - 16,
          lineBreak: false,
        });
    }
  });
  const rows = Math.ceil(input.highlights.length / cols);
  return top + rows * (boxH + gap) + 6;
}

const TABLE_HEAD = ['Player', '#', 'Pos', ...PDF_TABLE_KEYS.map((k) => METRICS[k].label)];

/** Column widths: the name wide, the rest even. */
function columnWidths(): number[] {
  const usable = PAGE.width - 2 * PAGE.margin;
  const fixed = [150, 28, 36];
  const rest = (usable - fixed.reduce((s, v) => s + v, 0)) / PDF_TABLE_KEYS.length;
  return [...fixed, ...PDF_TABLE_KEYS.map(() => rest)];
}

/** One table row's cells, as the session tables show the numbers. */
export function tableCells(p: PdfPlayer, zone: TimeZone): string[] {
  return [
    p.name,
    p.jersey,
    p.position,
    ...PDF_TABLE_KEYS.map((k) => metricCell(k, p.metrics[k], zone) || '-'),
  ];
}

function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, head: boolean) {
  const widths = columnWidths();
  let x = PAGE.margin;
  doc
    .font(head ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(head ? INK : INK);
  cells.forEach((cell, i) => {
    const w = widths[i] ?? 40;
    doc.text(cell, x + 3, y + 4, {
      width: w - 6,
      align: i < 3 ? 'left' : 'right',
      lineBreak: false,
      ellipsis: true,
    });
    x += w;
  });
}

/** The per-player table from y on, continued on new pages with its header repeated. */
function drawTable(doc: PDFKit.PDFDocument, input: SessionPdfInput, startY: number) {
  const rowH = 15;
  const bottom = PAGE.height - PAGE.margin - 14;
  const width = PAGE.width - 2 * PAGE.margin;
  const header = (y: number) => {
    doc.rect(PAGE.margin, y, width, rowH + 2).fill('#e3e8ef');
    drawRow(doc, TABLE_HEAD, y + 1, true);
    return y + rowH + 2;
  };
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Players', PAGE.margin, startY);
  let y = header(doc.y + 4);
  input.players.forEach((p, i) => {
    if (y + rowH > bottom) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    if (i % 2 === 1) doc.rect(PAGE.margin, y, width, rowH).fill(ZEBRA);
    drawRow(doc, tableCells(p, input.zone), y, false);
    y += rowH;
    input.onProgress?.(10 + Math.round((80 * (i + 1)) / Math.max(input.players.length, 1)));
  });
}

/** A page's size and margin, in points. */
export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
}

/** Page numbers and the name in each page's footer (the document buffers its pages). */
export function drawFooters(doc: PDFKit.PDFDocument, name: string, page: PdfPage = PAGE) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(
        `${name} · page ${i + 1} of ${range.count}`,
        page.margin,
        page.height - page.margin + 4,
        { width: page.width - 2 * page.margin, align: 'right', lineBreak: false },
      );
  }
}

/** The bytes a document writes, once it has ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
}

/** The report as PDF bytes. */
export async function sessionPdf(input: SessionPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: PAGE.margin,
    compress: input.compress ?? true,
    bufferPages: true,
    info: { Title: `${input.name} report`, Author: 'Practice tracking' },
  });
  const done = pdfBytes(doc);
  input.onProgress?.(0);
  const below = drawSummary(doc, input);
  const { distance, speed } = groupBars(input.players);
  const chartW = (PAGE.width - 2 * PAGE.margin - 24) / 2;
  // The leaders take the page's last 90 pt; the charts what is left above them.
  const leadersY = PAGE.height - PAGE.margin - 20 - 80;
  const chartH = Math.min(260, leadersY - 12 - below);
  drawBars(doc, distance, PAGE.margin, below, chartW, chartH);
  drawBars(doc, speed, PAGE.margin + chartW + 24, below, chartW, chartH);
  drawLeaders(doc, input, leadersY);
  input.onProgress?.(10);
  doc.addPage();
  drawTable(doc, input, PAGE.margin);
  drawFooters(doc, input.name);
  doc.end();
  const bytes = await done;
  input.onProgress?.(100);
  return bytes;
}
