import type { ImageCatalog } from './images';
import { techIconSvg } from './tech-icons';

export const technologyNames: Record<string, string> = {
  typescript: 'TypeScript',
  react: 'React',
  nextjs: 'Next.js',
  figma: 'Figma',
  nodejs: 'Node.js',
  kotlin: 'Kotlin',
  java: 'Java',
  postgresql: 'PostgreSQL',
  kubernetes: 'Kubernetes',
  kafka: 'Apache Kafka',
  python: 'Python',
  django: 'Django',
  grafana: 'Grafana',
  cpp: 'C++',
  plc: 'PLC',
  sap: 'SAP',
  csharp: 'C#',
  dotnet: '.NET',
  azure: 'Azure',
  go: 'Go',
  unreal: 'Unreal Engine',
  unity: 'Unity',
  php: 'PHP',
  vue: 'Vue.js',
  mysql: 'MySQL',
  aws: 'AWS',
  powerbi: 'Power BI',
  symfony: 'Symfony',
  elasticsearch: 'Elasticsearch',
  flutter: 'Flutter',
  firebase: 'Firebase',
  pytorch: 'PyTorch',
};

export function technologyDocuments(images: ImageCatalog) {
  return Object.entries(technologyNames).map(([slug, name]) => ({
    _id: `technology-${slug}`,
    _type: 'technology',
    name,
    slug: { _type: 'slug', current: slug },
    icon: images.add(`tech-${slug}`, techIconSvg(slug), 256, 256),
  }));
}
