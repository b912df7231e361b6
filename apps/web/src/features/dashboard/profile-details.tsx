import { Badge, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Candidate } from '@skillpath/contract';
import { IconCertificate, IconMedal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../components/learner-account/format';

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** Spec 000 §2 Profile tab: bio, skills, preferences, certifications and badges. */
export function ProfileDetails({ candidate }: { candidate: Candidate }) {
  return (
    <Stack gap="lg">
      <DetailCard title="Bio">
        {candidate.bio ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{candidate.bio}</Text>
        ) : (
          <Empty>No bio yet.</Empty>
        )}
      </DetailCard>
      <DetailCard title="Skills">
        {candidate.skills.length > 0 ? (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {candidate.skills.map((skill) => (
              <Badge key={skill} component="li" variant="light" size="lg" radius="sm" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        ) : (
          <Empty>No skills listed yet.</Empty>
        )}
      </DetailCard>
      <DetailCard title="Preferences">
        <DataList labelWidth={140} gap="xs">
          {[
            ['Learning style', candidate.learningMode || 'Not set'],
            ['Weekly goal', `${candidate.studyGoal} hours`],
            ['Notifications', candidate.notifications ? 'Enabled' : 'Disabled'],
            ['Language', candidate.language || 'English'],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </DetailCard>
      <DetailCard title="Certifications">
        {candidate.certifications.length > 0 ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {candidate.certifications.map((cert) => (
              <Group key={cert.id} component="li" gap="sm" align="flex-start" wrap="nowrap">
                <IconCertificate size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <div>
                  <Text fw={600}>{cert.title}</Text>
                  {cert.issued && (
                    <Text size="xs" c="dimmed">
                      Issued {formatDate(cert.issued)}
                    </Text>
                  )}
                  {cert.description && <Text size="sm">{cert.description}</Text>}
                </div>
              </Group>
            ))}
          </Stack>
        ) : (
          <Empty>No certifications yet.</Empty>
        )}
      </DetailCard>
      <DetailCard title="Badges">
        {candidate.badges.length > 0 ? (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {candidate.badges.map((badge) => (
              <Badge
                key={badge}
                component="li"
                color="grape"
                variant="light"
                size="lg"
                tt="none"
                leftSection={<IconMedal size={14} aria-hidden="true" />}
              >
                {badge}
              </Badge>
            ))}
          </Group>
        ) : (
          <Empty>Badges appear as you complete your profile, enroll and learn.</Empty>
        )}
      </DetailCard>
    </Stack>
  );
}
