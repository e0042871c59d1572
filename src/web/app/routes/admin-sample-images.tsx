import { SampleImages } from '@web/features/admin/components/sample-images/sample-images';

export default function AdminSampleImagesRoute() {
  return <SampleImages />;
}
