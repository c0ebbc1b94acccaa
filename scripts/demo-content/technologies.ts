import type { ImageCatalog } from './images';
import { badgeSvg } from './svg-art';

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

const badgeColours = ['#2F6BFF', '#053741', '#E0338E', '#FF4D4D', '#0EA5A4', '#8B5CF6', '#C2410C', '#1D3557'];

export function technologyDocuments(images: ImageCatalog) {
  return Object.entries(technologyNames).map(([slug, name], index) => ({
    _id: `technology-${slug}`,
    _type: 'technology',
    name,
    slug: { _type: 'slug', current: slug },
    icon: images.add(
      `tech-${slug}`,
      badgeSvg(name.replace(/[^A-Za-z+#]/g, '').slice(0, 2), badgeColours[index % badgeColours.length]),
      256,
      256,
    ),
  }));
}
