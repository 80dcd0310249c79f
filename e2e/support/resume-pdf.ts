import PDFDocument from 'pdfkit';

// Resume files as job seekers upload them: a PDF laid out as a resume template does it (bold
// headings, dates set to the right margin on the job's line, bullets).

type Block = { heading: string; lines: Array<string | { left: string; right: string }> };

const HYGIENIST: { name: string; contact: string; blocks: Block[] } = {
  name: 'Jordan Ellis, RDH',
  contact: 'Chicago, IL 60614  |  (312) 555-0188  |  jordan.ellis@example.com',
  blocks: [
    { heading: 'Professional Summary', lines: ['Registered dental hygienist who puts anxious patients at ease and keeps periodontal charts spotless.'] },
    {
      heading: 'Experience',
      lines: [
        { left: 'Registered Dental Hygienist – Lakeshore Smiles Dental, Chicago, IL', right: 'Mar 2020 – Present' },
        '•  Scaling and root planing, local anesthesia and nitrous oxide for 9 patients a day',
        '•  Charting and digital x-rays in Dentrix',
        { left: 'Dental Assistant – Wicker Park Family Dentistry, Chicago, IL', right: 'Jun 2016 – Feb 2020' },
        '•  Four-handed chairside assisting and sterilization',
      ],
    },
    { heading: 'Education', lines: [{ left: 'Associate of Applied Science, Dental Hygiene – Harper College, Palatine, IL', right: '2018 – 2020' }] },
    { heading: 'Licenses & Certifications', lines: ['Illinois Dental Hygiene License #019.077123', 'CPR/BLS – American Heart Association, exp. 08/2027'] },
    { heading: 'Skills', lines: ['Dentrix, Eaglesoft, Periodontal charting, Patient education'] },
  ],
};

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  draw(doc);
  doc.end();
  return done;
}

/** A registered dental hygienist's one-page resume as a PDF. */
export function hygienistResumePdf(): Promise<Buffer> {
  return render((doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('Helvetica-Bold').fontSize(22).text(HYGIENIST.name, left);
    doc.font('Helvetica').fontSize(10).text(HYGIENIST.contact, left);
    for (const block of HYGIENIST.blocks) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(block.heading.toUpperCase(), left);
      doc.font('Helvetica').fontSize(10.5);
      for (const line of block.lines) {
        if (typeof line === 'string') doc.text(line, left, doc.y, { width });
        else {
          const y = doc.y;
          doc.font('Helvetica-Bold').text(line.left, left, y, { width: width - 120 });
          const next = doc.y;
          doc.font('Helvetica').text(line.right, left, y, { width, align: 'right' });
          doc.y = Math.max(next, doc.y);
        }
      }
    }
  });
}

/** A letter, not a resume: no sections to read. */
export function coverLetterPdf(): Promise<Buffer> {
  return render((doc) => {
    doc.fontSize(11).text('Dear Hiring Manager,');
    doc.text('I would love to hear whether your practice has an opening this fall.');
    doc.text('Thank you for your time.');
    doc.text('Jordan Ellis');
  });
}
