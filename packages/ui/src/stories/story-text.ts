/**
 * Every text the stories show, in the language the Storybook toolbar picks. Texts the site has
 * come from its own resources (packages/i18n), so a story reads as the page will; the rest (sample
 * company details, placeholder content, the FAQ and news items that live in the database) are in
 * the typed table below, in all three languages.
 */
import enCommon from '@inphr/i18n/locales/en/common.json';
import enCooperate from '@inphr/i18n/locales/en/cooperate.json';
import enFaq from '@inphr/i18n/locales/en/faq.json';
import enHome from '@inphr/i18n/locales/en/home.json';
import enMedia from '@inphr/i18n/locales/en/media.json';
import enServices from '@inphr/i18n/locales/en/services.json';
import enStudio from '@inphr/i18n/locales/en/studio.json';
import enCare from '@inphr/i18n/locales/en/svc-care.json';
import jaCommon from '@inphr/i18n/locales/ja/common.json';
import jaCooperate from '@inphr/i18n/locales/ja/cooperate.json';
import jaFaq from '@inphr/i18n/locales/ja/faq.json';
import jaHome from '@inphr/i18n/locales/ja/home.json';
import jaMedia from '@inphr/i18n/locales/ja/media.json';
import jaServices from '@inphr/i18n/locales/ja/services.json';
import jaStudio from '@inphr/i18n/locales/ja/studio.json';
import jaCare from '@inphr/i18n/locales/ja/svc-care.json';
import koCommon from '@inphr/i18n/locales/ko/common.json';
import koCooperate from '@inphr/i18n/locales/ko/cooperate.json';
import koFaq from '@inphr/i18n/locales/ko/faq.json';
import koHome from '@inphr/i18n/locales/ko/home.json';
import koMedia from '@inphr/i18n/locales/ko/media.json';
import koServices from '@inphr/i18n/locales/ko/services.json';
import koStudio from '@inphr/i18n/locales/ko/studio.json';
import koCare from '@inphr/i18n/locales/ko/svc-care.json';

export const LOCALES = ['ko', 'en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
/** English first: the stories' baselines were taken in English. */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// The three languages have the same keys (packages/i18n tests it), so English types them all.
interface Resources {
  common: typeof enCommon;
  cooperate: typeof enCooperate;
  faq: typeof enFaq;
  home: typeof enHome;
  media: typeof enMedia;
  services: typeof enServices;
  studio: typeof enStudio;
  care: typeof enCare;
}

const resources: Record<Locale, Resources> = {
  en: { common: enCommon, cooperate: enCooperate, faq: enFaq, home: enHome, media: enMedia, services: enServices, studio: enStudio, care: enCare },
  ko: { common: koCommon, cooperate: koCooperate, faq: koFaq, home: koHome, media: koMedia, services: koServices, studio: koStudio, care: koCare },
  ja: { common: jaCommon, cooperate: jaCooperate, faq: jaFaq, home: jaHome, media: jaMedia, services: jaServices, studio: jaStudio, care: jaCare },
};

const en = {
  more: 'More',
  moreGlyph: '⋯',
  aboutUs: 'About us',
  appScreen: 'App screen {{n}}',
  webScreenshots: 'Web screenshots',
  appScreenshots: 'App screenshots',
  ourTeam: 'Our team',
  consentShort: 'I agree to the collection of personal information',
  consentRetention: 'Name, contact and e-mail are kept for 3 years.',
  consentError: 'Please agree to the collection of personal information.',
  noticeNumber: 'Notice number {{n}}',
  newsExcerpt: 'A short excerpt of the news content…',
  siteFooter: 'Site footer',
  sampleCompany: 'Example Co., Ltd.',
  sampleCeoLabel: 'CEO',
  sampleCeo: 'Hong Gildong',
  sampleBusinessNumberLabel: 'Business registration no.',
  sampleEmailLabel: 'E-mail',
  sampleHeadOffice: 'Head office',
  sampleHeadOfficeAddress: '1 Example-ro, Gangnam-gu, Seoul',
  sampleRnd: 'IT R&D centre',
  sampleRndAddress: '2 Example-ro, Guro-gu, Seoul',
  sampleCopyright: '© Example Co., Ltd. All rights reserved.',
  certified: '{{name}} certified',
  mainNav: 'Main',
  loadingNews: 'Loading news',
  loadingWord: 'LOADING',
  loadingShort: 'Loading',
  shortContent: 'Short content.',
  article: 'Article {{n}}',
  articleText: 'These terms govern the use of the service. This paragraph stands in for the article text so the content area has to scroll.',
  ok: 'OK',
  openTerms: 'Open terms',
  paragraph: 'Paragraph {{n}}: scroll down and use the button.',
  faqPlaceholder: 'How can we help?',
  chooseDomain: 'Choose a domain',
  noChoice: '—',
  careTitle: 'inPHR CARE',
  careIntro: 'Keep your personal health records in one place and share them with your care team.',
  careBullets: ['Vital signs from connected devices', 'Medication reminders', 'Records you can share'],
  faqCategories: 'FAQ categories',
  tabLogin: 'Login',
  tabDevice: 'Device',
  tabRecord: 'Medical Record',
  questionsIn: 'Questions in “{{label}}”.',
  requiredMark: '(required)',
  mobile: 'Mobile',
  digitsOnly: 'Digits only, no hyphens',
  requiredError: 'Please fill out required fields.',
  sampleName: 'Kim',
  faqItems: [
    {
      category: 'login',
      question: 'I forgot my password. How do I sign in?',
      answer: 'Choose “Forgot password” on the sign-in screen and follow the link we send to your e-mail address.',
    },
    {
      category: 'device',
      question: 'Which blood pressure monitors can I link?',
      answer: 'Bluetooth monitors listed in the app under Devices can be paired; their readings are saved automatically.',
    },
    {
      category: 'record',
      question: 'Why do I not see my hospital records?',
      answer: 'Records appear once your hospital is linked with inPHR and you have agreed to share them in the app.',
    },
  ],
  newsTitle: 'inPHR CARE 2.0 is out',
  newsBody: [
    'The new version of inPHR CARE brings hospital records, lifelog and device readings together on one home screen.',
    'Update the app from your store to start using it; your records and settings stay as they are.',
  ],
  inquiryName: 'Hong Gildong',
  careHeroAlt: 'Phone screen of the inPHR CARE app',
};

type OwnTexts = typeof en;

const ko: OwnTexts = {
  more: '더 보기',
  moreGlyph: '⋯',
  aboutUs: '회사소개',
  appScreen: '앱 화면 {{n}}',
  webScreenshots: '웹 화면',
  appScreenshots: '앱 화면',
  ourTeam: '우리 팀',
  consentShort: '개인정보 수집에 동의합니다',
  consentRetention: '이름, 연락처, 이메일은 3년간 보관합니다.',
  consentError: '개인정보 수집에 동의해 주세요.',
  noticeNumber: '공지 {{n}}',
  newsExcerpt: '뉴스 내용의 짧은 요약…',
  siteFooter: '사이트 하단',
  sampleCompany: '주식회사 예시',
  sampleCeoLabel: '대표',
  sampleCeo: '홍길동',
  sampleBusinessNumberLabel: '사업자등록번호',
  sampleEmailLabel: '이메일',
  sampleHeadOffice: '본사',
  sampleHeadOfficeAddress: '서울 강남구 예시로 1',
  sampleRnd: 'IT 연구개발센터',
  sampleRndAddress: '서울 구로구 예시로 2',
  sampleCopyright: '© 주식회사 예시. All rights reserved.',
  certified: '{{name}} 인증',
  mainNav: '주 메뉴',
  loadingNews: '뉴스 불러오는 중',
  loadingWord: '로딩 중',
  loadingShort: '불러오는 중',
  shortContent: '짧은 내용입니다.',
  article: '제{{n}}조',
  articleText: '이 약관은 서비스 이용에 관한 사항을 정합니다. 이 문단은 내용 영역이 스크롤되도록 조문을 대신합니다.',
  ok: '확인',
  openTerms: '약관 열기',
  paragraph: '{{n}}번째 문단: 아래로 스크롤한 뒤 버튼을 눌러 보세요.',
  faqPlaceholder: '무엇을 도와드릴까요?',
  chooseDomain: '도메인을 선택해 주세요',
  noChoice: '—',
  careTitle: 'inPHR 케어',
  careIntro: '개인 건강 기록을 한곳에서 관리하고 의료진과 공유하세요.',
  careBullets: ['연동 기기의 생체 신호', '복약 알림', '공유 가능한 기록'],
  faqCategories: 'FAQ 분류',
  tabLogin: '로그인',
  tabDevice: '기기',
  tabRecord: '진료 기록',
  questionsIn: '“{{label}}” 분류의 질문입니다.',
  requiredMark: '(필수)',
  mobile: '휴대전화',
  digitsOnly: '하이픈 없이 숫자만',
  requiredError: '필수 항목을 입력해 주세요.',
  sampleName: '김',
  faqItems: [
    {
      category: 'login',
      question: '비밀번호를 잊어버렸어요. 어떻게 로그인하나요?',
      answer: '로그인 화면에서 ‘비밀번호 찾기’를 누르고 이메일로 받은 링크를 따라가세요.',
    },
    {
      category: 'device',
      question: '어떤 혈압계를 연동할 수 있나요?',
      answer: '앱의 기기 메뉴에 있는 블루투스 혈압계를 연동할 수 있으며, 측정값은 자동으로 저장됩니다.',
    },
    {
      category: 'record',
      question: '병원 진료 기록이 보이지 않아요.',
      answer: '병원이 inPHR과 연동되어 있고 앱에서 기록 공유에 동의하면 진료 기록이 나타납니다.',
    },
  ],
  newsTitle: 'inPHR CARE 2.0 출시',
  newsBody: [
    '새로운 inPHR CARE는 병원 기록, 라이프로그, 기기 측정값을 하나의 홈 화면에 모아 보여 줍니다.',
    '스토어에서 앱을 업데이트하면 바로 사용할 수 있으며, 기록과 설정은 그대로 유지됩니다.',
  ],
  inquiryName: '홍길동',
  careHeroAlt: 'inPHR CARE 앱 화면',
};

const ja: OwnTexts = {
  more: 'もっと見る',
  moreGlyph: '⋯',
  aboutUs: '会社概要',
  appScreen: 'アプリ画面 {{n}}',
  webScreenshots: 'ウェブ画面',
  appScreenshots: 'アプリ画面',
  ourTeam: 'チーム',
  consentShort: '個人情報の収集に同意します',
  consentRetention: 'お名前、連絡先、メールアドレスは3年間保管します。',
  consentError: '個人情報の収集に同意してください。',
  noticeNumber: 'お知らせ {{n}}',
  newsExcerpt: 'ニュース本文の短い抜粋…',
  siteFooter: 'サイトフッター',
  sampleCompany: 'サンプル株式会社',
  sampleCeoLabel: '代表',
  sampleCeo: 'ホン・ギルドン',
  sampleBusinessNumberLabel: '事業者登録番号',
  sampleEmailLabel: 'メール',
  sampleHeadOffice: '本社',
  sampleHeadOfficeAddress: 'ソウル特別市 江南区 例示路1',
  sampleRnd: 'IT研究開発センター',
  sampleRndAddress: 'ソウル特別市 九老区 例示路2',
  sampleCopyright: '© サンプル株式会社 All rights reserved.',
  certified: '{{name}} 認証',
  mainNav: 'メイン',
  loadingNews: 'ニュースを読み込み中',
  loadingWord: '読み込み中',
  loadingShort: '読み込み中',
  shortContent: '短い内容です。',
  article: '第{{n}}条',
  articleText: 'この規約はサービスの利用について定めます。この段落は本文の代わりで、内容欄をスクロールさせるためのものです。',
  ok: 'OK',
  openTerms: '規約を開く',
  paragraph: '段落 {{n}}：下にスクロールしてボタンを使ってください。',
  faqPlaceholder: 'どのようなご用件ですか？',
  chooseDomain: 'ドメインを選んでください',
  noChoice: '—',
  careTitle: 'inPHR CARE',
  careIntro: '個人の健康記録を一か所で管理し、医療チームと共有できます。',
  careBullets: ['連携機器のバイタルサイン', '服薬リマインダー', '共有できる記録'],
  faqCategories: 'FAQのカテゴリ',
  tabLogin: 'ログイン',
  tabDevice: '機器',
  tabRecord: '診療記録',
  questionsIn: '「{{label}}」の質問です。',
  requiredMark: '（必須）',
  mobile: '携帯電話',
  digitsOnly: 'ハイフンなしの数字のみ',
  requiredError: '必須項目を入力してください。',
  sampleName: 'キム',
  faqItems: [
    {
      category: 'login',
      question: 'パスワードを忘れました。どうすればログインできますか？',
      answer: 'ログイン画面で「パスワードを忘れた方」を選び、メールで届くリンクから再設定してください。',
    },
    {
      category: 'device',
      question: 'どの血圧計を連携できますか？',
      answer: 'アプリの「機器」に表示されるBluetooth血圧計を連携でき、測定値は自動で保存されます。',
    },
    {
      category: 'record',
      question: '病院の診療記録が表示されません。',
      answer: '病院がinPHRと連携し、アプリで記録の共有に同意すると診療記録が表示されます。',
    },
  ],
  newsTitle: 'inPHR CARE 2.0 をリリースしました',
  newsBody: [
    '新しい inPHR CARE では、病院の記録、ライフログ、機器の測定値をひとつのホーム画面で確認できます。',
    'ストアからアプリを更新するとすぐに使えます。記録と設定はそのまま引き継がれます。',
  ],
  inquiryName: 'ホン・ギルドン',
  careHeroAlt: 'inPHR CARE アプリの画面',
};

const own: Record<Locale, OwnTexts> = { en, ko, ja };

/** Data the stories show that no language changes: addresses, numbers, dates, names of things. */
export const SAMPLE = {
  businessNumber: '000-00-00000',
  email: 'help@example.com',
  emailDomains: ['naver.com', 'gmail.com', 'daum.net', 'kakao.com'],
  certifications: ['ISO', 'GS', 'KC', 'CE'],
  avatars: ['A', 'B', 'C', 'D', 'E', 'F'],
  serviceCodes: ['care', 'pro', 'diab', 'spine', 'doc', 'live', 'ibd', 'pill', 'sym', 'dash', 'child', 'mental', 'sea', 'smart', 'room', 'air', 'temp'],
  brand: 'inPHR',
  newsDate: '2024.05.20',
  newsViews: 128,
  inquiryEmailLocal: 'gildong',
} as const;

export interface StoryText {
  locale: Locale;
  /** The site's own texts (packages/i18n). */
  site: Resources;
  /** Texts the site does not have. */
  own: OwnTexts;
}

/** The texts of one language. */
export function storyText(locale: Locale): StoryText {
  return { locale, site: resources[locale], own: own[locale] };
}

/** `fill('Page {{page}}', { page: 3 })` -> 'Page 3' (the resources' i18next placeholders). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
