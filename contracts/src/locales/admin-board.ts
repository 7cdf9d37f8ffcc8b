// Back office: the pipeline board of /job/{id}/applicants (one column per status, cards moved by pointer or
// keyboard) and its screen-reader instructions and announcements. Spread into en.ts and tr.ts; the Turkish
// object must hold the same keys (checked by its type).

export const adminBoardEn = {
  'admin.board.views': 'Show the applicants as',
  'admin.board.table': 'Table',
  'admin.board.board': 'Board',
  'admin.board.label': 'Applicants by status',
  'admin.board.count_one': '{count} applicant',
  'admin.board.count_other': '{count} applicants',
  'admin.board.emptyColumn': 'No applicants with this status.',
  'admin.board.move': 'Move {name}',
  'admin.board.roleDescription': 'movable card',
  'admin.board.remarks': 'Remarks',
  'admin.board.instructions':
    'To pick up an applicant, press Space or Enter. Use the left and right arrow keys to move the applicant to another status. Press Space or Enter again to drop the applicant there and save the status, or press Escape to cancel.',
  'admin.board.picked': 'Picked up {name}, whose status is {status}.',
  'admin.board.over': '{name} is over {status}.',
  'admin.board.overNone': '{name} is not over a status.',
  'admin.board.dropped': '{name} was moved to {status}. Saving the status.',
  'admin.board.droppedSame': '{name} was dropped back in {status}. Nothing changed.',
  'admin.board.droppedNone': '{name} was dropped outside the statuses. Nothing changed.',
  'admin.board.cancelled': 'Moving {name} was cancelled. The status stays {status}.',
  'admin.board.saving': 'Saving the new status of {name}…',
} as const;

export const adminBoardTr: Record<keyof typeof adminBoardEn, string> = {
  'admin.board.views': 'Adayları gösterme biçimi',
  'admin.board.table': 'Tablo',
  'admin.board.board': 'Pano',
  'admin.board.label': 'Durumlarına göre adaylar',
  'admin.board.count_one': '{count} aday',
  'admin.board.count_other': '{count} aday',
  'admin.board.emptyColumn': 'Bu durumda aday yok.',
  'admin.board.move': '{name} adlı adayı taşı',
  'admin.board.roleDescription': 'taşınabilir kart',
  'admin.board.remarks': 'Notlar',
  'admin.board.instructions':
    'Bir adayı almak için Boşluk veya Enter tuşuna basın. Adayı başka bir duruma taşımak için sol ve sağ ok tuşlarını kullanın. Adayı oraya bırakıp durumu kaydetmek için Boşluk veya Enter tuşuna yeniden basın; vazgeçmek için Escape tuşuna basın.',
  'admin.board.picked': '{name} alındı; şu anki durumu: {status}.',
  'admin.board.over': '{name} şimdi {status} sütununun üzerinde.',
  'admin.board.overNone': '{name} bir durum sütununun üzerinde değil.',
  'admin.board.dropped': '{name}, {status} durumuna taşındı. Durum kaydediliyor.',
  'admin.board.droppedSame': '{name} yine {status} sütununa bırakıldı. Bir şey değişmedi.',
  'admin.board.droppedNone': '{name} durum sütunlarının dışına bırakıldı. Bir şey değişmedi.',
  'admin.board.cancelled': '{name} taşınmadı. Durumu {status} olarak kalıyor.',
  'admin.board.saving': '{name} adlı adayın yeni durumu kaydediliyor…',
};
