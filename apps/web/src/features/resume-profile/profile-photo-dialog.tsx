import type { CurrentStaff, PhotoState } from '@chairside/domain/resume-profile';
import { PhotoDialog, type PhotoUpload } from '../../components/photo-dialog/photo-dialog';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { ResumePhoto } from './resume-view';
import { staffPath, usePatchStaff, useRefreshStaff } from './staff-profile-api';

const WORDS = {
  saved: 'Your photo is saved.',
  removed: 'Your photo is removed.',
  removeQuestion: 'Remove your profile photo?',
  removeHint: 'Employers will see your initials instead until you add a new one.',
};

/** The job seeker's own photo in the photo dialog: a round crop, stored by the staff profile API. */
export function ProfilePhotoDialog({ staff, show, onHide }: { staff: CurrentStaff; show: boolean; onHide: () => void }) {
  const { reloadUser } = useAuth();
  const patch = usePatchStaff(staff.username);
  const refresh = useRefreshStaff();

  const stored = (state: PhotoState) => {
    patch(state);
    void refresh();
    void reloadUser(); // the header's avatar
  };

  async function save({ file, fileName, crop }: PhotoUpload) {
    const body = new FormData();
    body.append('crop', JSON.stringify(crop));
    body.append('file', file, fileName);
    stored((await apiRequest<PhotoState>(staffPath(staff.username, 'photo'), { method: 'POST', body })).data);
  }

  async function remove() {
    stored((await apiRequest<PhotoState>(staffPath(staff.username, 'photo'), { method: 'DELETE' })).data);
  }

  return (
    <PhotoDialog
      resource="Profile"
      show={show}
      onHide={onHide}
      photoUrl={staff.photoUrl}
      photoAlt="Your profile photo"
      placeholder={
        <>
          <ResumePhoto name={staff.name} src={null} size={160} />
          <p className="photo-dialog__hint">No photo yet. Profiles with a photo get more views from employers.</p>
        </>
      }
      aspect={1}
      cropShape="round"
      onSave={save}
      onRemove={staff.hasPhoto ? remove : undefined}
      words={WORDS}
    />
  );
}
