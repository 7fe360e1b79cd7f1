/** Images of the demo site: stored paths served under the API host's public path. */
import { record, type SeedRecord } from './define.ts';
import { t } from './text.ts';

const FILES = 'file-storage/files';

interface Image {
  name: string;
  adminTitle: string;
  file: string;
  width: number;
  height: number;
  size: number;
  alt: { en: string; ru: string };
}

const image = ({ name, file, ...rest }: Image): SeedRecord => {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const mimeType = extension === 'svg' ? 'image/svg+xml' : extension === 'png' ? 'image/png' : 'image/jpeg';
  return record(FILES, name, { file, extension, mimeType, ...rest });
};

export function files(): SeedRecord[] {
  return [
    image({
      name: 'logo',
      adminTitle: 'Logotype',
      file: '/images/logo.svg',
      width: 180,
      height: 48,
      size: 6_214,
      alt: t('Symbol of Faith foundation', 'Фонд «Символ веры»'),
    }),
    // Hero slides.
    image({
      name: 'slide-pokrovskoye-church',
      adminTitle: 'Slide: Pokrovskoye church at dawn',
      file: '/images/slides/pokrovskoye-church.jpg',
      width: 1920,
      height: 1080,
      size: 412_380,
      alt: t(
        'The white stone Church of the Intercession in Pokrovskoye at dawn, its bell tower in scaffolding',
        'Белокаменная Покровская церковь в Покровском на рассвете, колокольня в строительных лесах',
      ),
    }),
    image({
      name: 'slide-zaozerye-estate',
      adminTitle: 'Slide: Zaozerye estate house',
      file: '/images/slides/zaozerye-estate.jpg',
      width: 1920,
      height: 1080,
      size: 398_112,
      alt: t(
        'The restored façade of the Zaozerye manor house with its six-column portico',
        'Отреставрированный фасад усадебного дома в Заозерье с шестиколонным портиком',
      ),
    }),
    image({
      name: 'slide-karelia-chapel',
      adminTitle: 'Slide: wooden chapel in Karelia',
      file: '/images/slides/karelia-chapel.jpg',
      width: 1920,
      height: 1080,
      size: 356_904,
      alt: t(
        'A small log chapel with a shingled cupola on the shore of a northern lake',
        'Небольшая рубленая часовня с лемеховой главкой на берегу северного озера',
      ),
    }),
    // Project cards.
    image({
      name: 'project-bell-tower',
      adminTitle: 'Project: Pokrovskoye bell tower',
      file: '/images/projects/bell-tower.jpg',
      width: 1200,
      height: 800,
      size: 184_530,
      alt: t(
        'The three-tier bell tower of the Church of the Intercession, Tver region',
        'Трёхъярусная колокольня Покровской церкви, Тверская область',
      ),
    }),
    image({
      name: 'project-karelia-chapel',
      adminTitle: 'Project: St Nicholas chapel, Karelia',
      file: '/images/projects/karelia-chapel.jpg',
      width: 1200,
      height: 800,
      size: 171_206,
      alt: t(
        'Carpenters laying new aspen shingles on the chapel cupola',
        'Плотники укладывают новый осиновый лемех на главку часовни',
      ),
    }),
    image({
      name: 'project-icon-workshop',
      adminTitle: 'Project: icon restoration workshop',
      file: '/images/projects/icon-workshop.jpg',
      width: 1200,
      height: 800,
      size: 158_842,
      alt: t(
        'A restorer removing darkened varnish from an old icon under a lamp',
        'Реставратор снимает потемневшую олифу со старой иконы под лампой',
      ),
    }),
    image({
      name: 'project-volunteer-camp',
      adminTitle: 'Project: summer volunteer camp',
      file: '/images/projects/volunteer-camp.jpg',
      width: 1200,
      height: 800,
      size: 203_117,
      alt: t(
        'Volunteers in work gloves carrying logs beside a wooden church',
        'Волонтёры в рабочих перчатках переносят брёвна у деревянной церкви',
      ),
    }),
  ];
}
