// SPDX-License-Identifier: GPL-2.0
/*
 * usbreset SYSFS-DEVICE: reset a USB device the way usbutils' usbreset
 * does (USBDEVFS_RESET on its /dev/bus/usb node: usb_reset_device() in
 * the kernel); busybox has no such applet. SYSFS-DEVICE is a directory
 * such as /sys/bus/usb/devices/1-1. Prints the ioctl's outcome
 * ("reset: 0" or "reset: -ENAME"); exit 0 when the ioctl was made
 * (whatever it returned), 1 when it could not be.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/usbdevice_fs.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static int read_num(const char *dir, const char *attr, int *out)
{
	char path[512];
	FILE *f;
	int ok;

	snprintf(path, sizeof(path), "%s/%s", dir, attr);
	f = fopen(path, "r");
	if (!f)
		return -1;
	ok = fscanf(f, "%d", out) == 1;
	fclose(f);
	return ok ? 0 : -1;
}

static const char *ename(int e)
{
	switch (e) {
	case ENODEV: return "ENODEV";
	case EBUSY: return "EBUSY";
	case EINVAL: return "EINVAL";
	case EIO: return "EIO";
	case EPROTO: return "EPROTO";
	case ETIMEDOUT: return "ETIMEDOUT";
	case EACCES: return "EACCES";
	}
	return "E?";
}

int main(int argc, char **argv)
{
	char node[64];
	int bus, dev, fd, r;

	if (argc != 2) {
		fprintf(stderr, "usage: usbreset /sys/bus/usb/devices/B-P[.P...]\n");
		return 2;
	}
	if (read_num(argv[1], "busnum", &bus) || read_num(argv[1], "devnum", &dev)) {
		fprintf(stderr, "usbreset: %s: no busnum/devnum\n", argv[1]);
		return 1;
	}
	snprintf(node, sizeof(node), "/dev/bus/usb/%03d/%03d", bus, dev);
	fd = open(node, O_WRONLY);
	if (fd < 0) {
		fprintf(stderr, "usbreset: %s: %s\n", node, strerror(errno));
		return 1;
	}
	r = ioctl(fd, USBDEVFS_RESET, 0);
	if (r < 0)
		printf("reset: -%s\n", ename(errno));
	else
		printf("reset: 0\n");
	close(fd);
	return 0;
}
