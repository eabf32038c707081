import { t } from '@lingui/core/macro';
import pdfMake from 'pdfmake/build/pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import regularFont from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?url';
import mediumFont from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?url';
import type { SessionPlan } from '@onbir/shared/plans/model';
import { attendanceHeads, attendanceRows, drillHeading, kitText, metaLines, planTitle } from './planText';
import type { DrillDiagrams } from './useDiagrams';

const GREEN = '#0b3d2e';
/** An A4 page's width inside 40 pt margins, in points. */
const WIDTH = 595.28 - 80;

/**
 * The plan as a downloadable A4 PDF (pdfmake, with Roboto for the Turkish letters), in the language on
 * screen: the same pages as
 * the printed one — the header and the first drill, each further drill on its own page with its first
 * and last step, its counts and text, the attendance list after the last drill.
 */
export function planDocument(plan: SessionPlan, diagrams: Map<string, DrillDiagrams>): TDocumentDefinitions {
  const header: Content[] = [
    { text: planTitle(plan), style: 'title' },
    { table: { widths: [140, '*'], body: metaLines(plan).map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders', margin: [0, 4, 0, 14] },
  ];
  const attendance: Content = {
    stack: [
      { text: t`Yoklama`, style: 'h2', margin: [0, 16, 0, 6] },
      {
        table: {
          headerRows: 1,
          widths: [24, '*', 40, 120],
          body: [attendanceHeads().map((head) => ({ text: head, bold: true })), ...attendanceRows(plan).map((name, i) => [String(i + 1), name, '', ''])],
        },
      },
    ],
  };
  const drills: Content[] = plan.drills.map((d, i) => {
    const dia = diagrams.get(d.id);
    const both = dia?.last && dia.last.steps > 1;
    const w = both ? (WIDTH - 12) / 2 : WIDTH * 0.7;
    const picture = (url: string, caption: string): Content => ({ stack: [{ image: url, width: w }, { text: caption, style: 'caption' }] });
    const pictures: Content[] = [];
    const last = dia?.last?.steps ?? 1;
    if (dia?.first) pictures.push(picture(dia.first.url, t`Başlangıç (adım 1)`));
    if (both) pictures.push(picture(dia.last!.url, t`Son (adım ${last})`));
    return {
      stack: [
        ...(i === 0 ? header : []),
        { text: drillHeading(d, i), style: 'h2' },
        { columns: pictures, columnGap: 12, margin: [0, 6, 0, 6] },
        { text: kitText(d), bold: true, margin: [0, 2, 0, 6] },
        ...(d.description ? [{ text: d.description }] : []),
        ...(i === plan.drills.length - 1 ? [attendance] : []),
      ],
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    };
  });
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: plan.title, subject: t`Antrenman planı`, creator: 'onbir' },
    content: plan.drills.length ? drills : [...header, attendance],
    footer: (page, pages) => ({ text: `${plan.title} · ${page}/${pages}`, alignment: 'center', fontSize: 8, color: '#6b7280' }),
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, color: GREEN },
      h2: { fontSize: 14, bold: true, color: GREEN },
      caption: { fontSize: 8, color: '#4b5563', margin: [0, 2, 0, 0] },
    },
  };
}

/** The PDF's bytes (its fonts fetched from this site, nothing else). */
export async function planPdf(plan: SessionPlan, diagrams: Map<string, DrillDiagrams>): Promise<Blob> {
  const abs = (u: string) => new URL(u, window.location.href).href;
  pdfMake.setFonts({ Roboto: { normal: abs(regularFont), bold: abs(mediumFont), italics: abs(regularFont), bolditalics: abs(mediumFont) } });
  pdfMake.setUrlAccessPolicy((url) => url.startsWith(window.location.origin));
  return pdfMake.createPdf(planDocument(plan, diagrams)).getBlob();
}
