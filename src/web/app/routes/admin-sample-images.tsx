import { SampleImages } from '@web/features/sample-images/components/sample-images';

export default function AdminSampleImagesRoute() {
  return <SampleImages />;
}
