// The styles of the signed-in area and the checkout, loaded with their code: the public pages,
// which the server renders with the entry's styles only, never download them.
import './resume-profile.css';
import './photo-dialog.css';
import './employer.css';
import './commerce.css';
import './admin.css';
import './premium-and-ce.css';
import './temp-work.css';
import './temp-shifts.css';
