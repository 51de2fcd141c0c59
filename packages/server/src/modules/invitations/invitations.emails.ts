// The invitation email in the nine interface languages. The invitee has no account yet, so it goes out in the
// organisation's default language; the role is named in that language unless the organisation renamed it.
import { ROLE_LABELS, type RoleType, type SupportedLanguage } from '@ascent/shared';
import type { EmailContent } from '../../core/mail/layout.ts';

export interface InvitationEmailParams {
  organisation: string;
  inviter: string | null;
  role: string;
  /** The last day the link works, already formatted for the language. */
  expiresOn: string;
  url: string;
}

type Texts = {
  subject: (p: InvitationEmailParams) => string;
  heading: (p: InvitationEmailParams) => string;
  invited: (p: InvitationEmailParams) => string;
  invitedBy: (p: InvitationEmailParams & { inviter: string }) => string;
  instructions: (p: InvitationEmailParams) => string;
  action: string;
  footer: string;
};

const TEXTS: Record<SupportedLanguage, Texts> = {
  en: {
    subject: (p) => `You're invited to join ${p.organisation}`,
    heading: (p) => `Join ${p.organisation}`,
    invited: (p) => `You have been invited to join ${p.organisation} as ${p.role}.`,
    invitedBy: (p) => `${p.inviter} invited you to join ${p.organisation} as ${p.role}.`,
    instructions: (p) => `Choose your name and a password to create your account. The link works once, until ${p.expiresOn}.`,
    action: 'Accept the invitation',
    footer: 'If you did not expect this invitation, you can ignore this email.',
  },
  fr: {
    subject: (p) => `Invitation à rejoindre ${p.organisation}`,
    heading: (p) => `Rejoignez ${p.organisation}`,
    invited: (p) => `Une invitation vous attend pour rejoindre ${p.organisation} en tant que ${p.role}.`,
    invitedBy: (p) => `${p.inviter} vous invite à rejoindre ${p.organisation} en tant que ${p.role}.`,
    instructions: (p) => `Choisissez votre nom et un mot de passe pour créer votre compte. Le lien fonctionne une seule fois, jusqu'au ${p.expiresOn}.`,
    action: "Accepter l'invitation",
    footer: "Si vous n'attendiez pas cette invitation, vous pouvez ignorer ce message.",
  },
  es: {
    subject: (p) => `Invitación para unirte a ${p.organisation}`,
    heading: (p) => `Únete a ${p.organisation}`,
    invited: (p) => `Tienes una invitación para unirte a ${p.organisation} como ${p.role}.`,
    invitedBy: (p) => `${p.inviter} te invita a unirte a ${p.organisation} como ${p.role}.`,
    instructions: (p) => `Elige tu nombre y una contraseña para crear tu cuenta. El enlace funciona una sola vez, hasta el ${p.expiresOn}.`,
    action: 'Aceptar la invitación',
    footer: 'Si no esperabas esta invitación, puedes ignorar este correo.',
  },
  de: {
    subject: (p) => `Einladung zu ${p.organisation}`,
    heading: (p) => `Treten Sie ${p.organisation} bei`,
    invited: (p) => `Sie wurden eingeladen, ${p.organisation} als ${p.role} beizutreten.`,
    invitedBy: (p) => `${p.inviter} lädt Sie ein, ${p.organisation} als ${p.role} beizutreten.`,
    instructions: (p) => `Wählen Sie Ihren Namen und ein Passwort, um Ihr Konto anzulegen. Der Link funktioniert einmal und ist bis zum ${p.expiresOn} gültig.`,
    action: 'Einladung annehmen',
    footer: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  ar: {
    subject: (p) => `دعوة للانضمام إلى ${p.organisation}`,
    heading: (p) => `انضم إلى ${p.organisation}`,
    invited: (p) => `تمت دعوتك للانضمام إلى ${p.organisation} بصفة ${p.role}.`,
    invitedBy: (p) => `يدعوك ${p.inviter} للانضمام إلى ${p.organisation} بصفة ${p.role}.`,
    instructions: (p) => `اختر اسمك وكلمة مرور لإنشاء حسابك. يعمل الرابط مرة واحدة فقط، حتى ${p.expiresOn}.`,
    action: 'قبول الدعوة',
    footer: 'إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
  },
  ko: {
    subject: (p) => `${p.organisation}에 초대되었습니다`,
    heading: (p) => `${p.organisation}에 참여하세요`,
    invited: (p) => `${p.role}(으)로 ${p.organisation}에 초대되었습니다.`,
    invitedBy: (p) => `${p.inviter}님이 ${p.role}(으)로 ${p.organisation}에 참여하도록 초대했습니다.`,
    instructions: (p) => `이름과 비밀번호를 정해 계정을 만드세요. 이 링크는 ${p.expiresOn}까지 한 번만 사용할 수 있습니다.`,
    action: '초대 수락하기',
    footer: '이 초대를 예상하지 못했다면 이 이메일을 무시하셔도 됩니다.',
  },
  uk: {
    subject: (p) => `Запрошення приєднатися до ${p.organisation}`,
    heading: (p) => `Приєднуйтеся до ${p.organisation}`,
    invited: (p) => `Вас запрошено приєднатися до ${p.organisation} у ролі «${p.role}».`,
    invitedBy: (p) => `${p.inviter} запрошує вас приєднатися до ${p.organisation} у ролі «${p.role}».`,
    instructions: (p) => `Вкажіть своє ім'я та пароль, щоб створити обліковий запис. Посилання спрацює один раз і дійсне до ${p.expiresOn}.`,
    action: 'Прийняти запрошення',
    footer: 'Якщо ви не очікували цього запрошення, просто проігноруйте цей лист.',
  },
  pt: {
    subject: (p) => `Convite para se juntar a ${p.organisation}`,
    heading: (p) => `Junte-se a ${p.organisation}`,
    invited: (p) => `Há um convite para você se juntar a ${p.organisation} como ${p.role}.`,
    invitedBy: (p) => `${p.inviter} convidou você para se juntar a ${p.organisation} como ${p.role}.`,
    instructions: (p) => `Escolha seu nome e uma senha para criar sua conta. O link funciona uma única vez, até ${p.expiresOn}.`,
    action: 'Aceitar o convite',
    footer: 'Se você não esperava este convite, pode ignorar este e-mail.',
  },
  tr: {
    subject: (p) => `${p.organisation} daveti`,
    heading: (p) => `${p.organisation} daveti`,
    invited: (p) => `${p.organisation} bünyesine ${p.role} olarak davet edildiniz.`,
    invitedBy: (p) => `${p.inviter} sizi ${p.organisation} bünyesine ${p.role} olarak davet etti.`,
    instructions: (p) => `Hesabınızı oluşturmak için adınızı ve bir parola belirleyin. Bağlantı yalnızca bir kez ve ${p.expiresOn} tarihine kadar kullanılabilir.`,
    action: 'Daveti kabul et',
    footer: 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
  },
};

/** Role type names as the web app's catalogues give them. */
const ROLE_NAMES: Record<SupportedLanguage, Record<RoleType, string>> = {
  en: { Admin: 'Admin', AdminCoach: 'Admin & Coach', Applicant: 'Applicant', Coach: 'Coach', Cofounder: 'Co/Founder', CommunityMember: 'Community Member', Evaluator: 'Evaluator', Expert: 'Expert', Mentor: 'Mentor', Staff: 'Staff', SubAdmin: 'Sub-Admin', System: 'System' },
  fr: { Admin: 'Administrateur', AdminCoach: 'Administrateur et coach', Applicant: 'Candidat', Coach: 'Coach', Cofounder: 'Cofondateur', CommunityMember: 'Membre de la communauté', Evaluator: 'Évaluateur', Expert: 'Expert', Mentor: 'Mentor', Staff: 'Équipe', SubAdmin: 'Sous-administrateur', System: 'Système' },
  es: { Admin: 'Administrador', AdminCoach: 'Administrador y coach', Applicant: 'Solicitante', Coach: 'Coach', Cofounder: 'Cofundador', CommunityMember: 'Miembro de la comunidad', Evaluator: 'Evaluador', Expert: 'Experto', Mentor: 'Mentor', Staff: 'Personal', SubAdmin: 'Subadministrador', System: 'Sistema' },
  de: { Admin: 'Administrator', AdminCoach: 'Administrator & Coach', Applicant: 'Bewerber', Coach: 'Coach', Cofounder: 'Mitgründer', CommunityMember: 'Community-Mitglied', Evaluator: 'Gutachter', Expert: 'Experte', Mentor: 'Mentor', Staff: 'Mitarbeiter', SubAdmin: 'Unteradministrator', System: 'System' },
  ar: { Admin: 'مسؤول', AdminCoach: 'مسؤول ومدرّب', Applicant: 'متقدّم', Coach: 'مدرّب', Cofounder: 'مؤسس/شريك مؤسس', CommunityMember: 'عضو في المجتمع', Evaluator: 'مقيّم', Expert: 'خبير', Mentor: 'مرشد', Staff: 'فريق العمل', SubAdmin: 'مسؤول فرعي', System: 'النظام' },
  ko: { Admin: '관리자', AdminCoach: '관리자 겸 코치', Applicant: '지원자', Coach: '코치', Cofounder: '공동 창업자', CommunityMember: '커뮤니티 회원', Evaluator: '심사위원', Expert: '전문가', Mentor: '멘토', Staff: '스태프', SubAdmin: '부관리자', System: '시스템' },
  uk: { Admin: 'Адміністратор', AdminCoach: 'Адміністратор і коуч', Applicant: 'Заявник', Coach: 'Коуч', Cofounder: 'Співзасновник', CommunityMember: 'Учасник спільноти', Evaluator: 'Оцінювач', Expert: 'Експерт', Mentor: 'Ментор', Staff: 'Персонал', SubAdmin: 'Субадміністратор', System: 'Система' },
  pt: { Admin: 'Administrador', AdminCoach: 'Administrador e coach', Applicant: 'Candidato', Coach: 'Coach', Cofounder: 'Cofundador', CommunityMember: 'Membro da comunidade', Evaluator: 'Avaliador', Expert: 'Especialista', Mentor: 'Mentor', Staff: 'Equipe', SubAdmin: 'Subadministrador', System: 'Sistema' },
  tr: { Admin: 'Yönetici', AdminCoach: 'Yönetici ve koç', Applicant: 'Başvuru sahibi', Coach: 'Koç', Cofounder: 'Kurucu ortak', CommunityMember: 'Topluluk üyesi', Evaluator: 'Değerlendirici', Expert: 'Uzman', Mentor: 'Mentor', Staff: 'Personel', SubAdmin: 'Alt yönetici', System: 'Sistem' },
};

/** The organisation's own label for the role when it renamed it, else the role type's name in the language. */
export function roleNameIn(language: SupportedLanguage, role: { type: string; label: string | null }): string {
  const type = role.type as RoleType;
  const custom = role.label?.trim();
  if (custom && custom !== ROLE_LABELS[type]) return custom;
  return ROLE_NAMES[language][type] ?? custom ?? role.type;
}

export function formatExpiry(language: SupportedLanguage, expiresAt: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(expiresAt);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  }
}

export function invitationEmail(language: SupportedLanguage, p: InvitationEmailParams): EmailContent {
  const t = TEXTS[language];
  return {
    subject: t.subject(p),
    heading: t.heading(p),
    paragraphs: [p.inviter ? t.invitedBy({ ...p, inviter: p.inviter }) : t.invited(p), t.instructions(p)],
    action: { label: t.action, url: p.url },
    footer: t.footer,
  };
}
