// SPDX-License-Identifier: GPL-2.0
/*
 * The live USB topology, read from a sysfs tree as Linux 6.12 lays it out:
 *
 *   SYSFS/bus/usb/devices/usbN		root hub (devpath 0)
 *   SYSFS/bus/usb/devices/N-P[.P...]	device (devpath P[.P...])
 *     busnum devpath idVendor idProduct bcdDevice bDeviceClass
 *     bDeviceSubClass bDeviceProtocol maxchild speed
 *     of_node -> .../firmware/devicetree/base/<node path>
 *     bNumConfigurations
 *     <dev>:C.I/			interfaces of the active configuration
 *       bInterfaceClass bInterfaceSubClass bInterfaceProtocol
 *       net/<ifname>			network interface of an interface
 *       driver -> .../drivers/<name>	the interface's driver, by the
 *					link's last component (a captured
 *					tree keeps the link, dangling)
 *   hub ports: <hub>/<interface>/<hub>-portP/connect_type, the root hub's
 *     <hub> being "usbN" (usb1/1-0:1.0/usb1-port1); <hub>/<hub>-portP is
 *     accepted too.
 *   root hubs on PCI: the parent directory of usbN has vendor and device.
 *
 * Entries are directories or symlinks to them; of_node is resolved by
 * its text (the part after "firmware/devicetree/base"), so a captured
 * tree need not contain the device-tree directories.
 */
#include <ctype.h>
#include <stdarg.h>
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "topo.h"

/* snprintf() that reports truncation: 0 or USBDT_EINVAL */
static int pathf(char *buf, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int pathf(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, len, fmt, ap);
	va_end(ap);
	return n < 0 || (size_t)n >= len ? USBDT_EINVAL : 0;
}

static int read_attr(const char *dir, const char *name, char *buf, size_t len)
{
	char path[PATH_MAX];
	FILE *f;
	size_t n;

	if (pathf(path, sizeof(path), "%s/%s", dir, name))
		return USBDT_EINVAL;
	f = fopen(path, "r");
	if (!f)
		return USBDT_ENOENT;
	n = fread(buf, 1, len - 1, f);
	fclose(f);
	buf[n] = '\0';
	while (n && isspace((unsigned char)buf[n - 1]))
		buf[--n] = '\0';
	return 0;
}

static unsigned int attr_num(const char *dir, const char *name, int base)
{
	char buf[64];

	if (read_attr(dir, name, buf, sizeof(buf)))
		return 0;
	return (unsigned int)strtoul(buf, NULL, base);
}

static bool is_device_name(const char *s)
{
	if (!strncmp(s, "usb", 3) && isdigit((unsigned char)s[3]))
		return s[3 + strspn(s + 3, "0123456789")] == '\0';
	if (!isdigit((unsigned char)*s) || strchr(s, ':'))
		return false;
	s += strspn(s, "0123456789");
	if (*s++ != '-')
		return false;
	return *s && s[strspn(s, "0123456789.")] == '\0';
}

static void parse_devpath(struct udev *d, const char *s)
{
	char *end;

	d->nports = 0;
	if (!strcmp(s, "0"))
		return;
	while (*s && d->nports < TOPO_MAX_DEPTH) {
		d->ports[d->nports++] = (int)strtol(s, &end, 10);
		if (*end != '.')
			break;
		s = end + 1;
	}
}

static void read_of_node(const char *dir, struct udev *d)
{
	static const char base[] = "firmware/devicetree/base";
	char link[PATH_MAX], target[PATH_MAX];
	const char *p;
	ssize_t n;

	if (pathf(link, sizeof(link), "%s/of_node", dir))
		return;
	n = readlink(link, target, sizeof(target) - 1);
	if (n < 0)
		return;
	target[n] = '\0';
	p = strstr(target, base);
	if (!p)
		return;
	p += sizeof(base) - 1;
	d->has_of_node = !pathf(d->of_node, sizeof(d->of_node), "%s", *p ? p : "/");
}

/* the last component of the DIR/driver link ("" if none) */
static void read_driver(const char *dir, char *buf, size_t len)
{
	char link[PATH_MAX], target[PATH_MAX];
	const char *p;
	ssize_t n;

	buf[0] = '\0';
	if (pathf(link, sizeof(link), "%s/driver", dir))
		return;
	n = readlink(link, target, sizeof(target) - 1);
	if (n <= 0)
		return;
	target[n] = '\0';
	p = strrchr(target, '/');
	pathf(buf, len, "%s", p ? p + 1 : target);
}

/* the alphabetically first entry of DIR/net ("" if none): readdir order
 * differs between sysfs and a captured copy of it */
static void read_net(const char *dir, char *buf, size_t len)
{
	char path[PATH_MAX];
	struct dirent *n;
	DIR *nd;

	buf[0] = '\0';
	if (pathf(path, sizeof(path), "%s/net", dir))
		return;
	nd = opendir(path);
	if (!nd)
		return;
	while ((n = readdir(nd)))
		if (n->d_name[0] != '.' && (!buf[0] || strcmp(n->d_name, buf) < 0))
			pathf(buf, len, "%s", n->d_name);
	closedir(nd);
}

static int cmp_intf(const void *a, const void *b)
{
	const struct uintf *x = a, *y = b;

	if (x->config != y->config)
		return x->config < y->config ? -1 : 1;
	return x->num < y->num ? -1 : x->num > y->num;
}

/* "C.I" after the device name and a colon: a digit string, a dot, one more */
static bool parse_intf_name(const char *s, unsigned int *c, unsigned int *i)
{
	char *end;

	if (!isdigit((unsigned char)*s))
		return false;
	*c = (unsigned int)strtoul(s, &end, 10);
	if (*end != '.' || !isdigit((unsigned char)end[1]))
		return false;
	*i = (unsigned int)strtoul(end + 1, &end, 10);
	return *end == '\0';
}

/*
 * The interfaces of the active configuration: the subdirectories
 * "<busnum>-<devpath>:C.I" (a root hub's: "<busnum>-0:C.I"), each with
 * bInterfaceClass, bInterfaceSubClass, bInterfaceProtocol and, for a
 * network function, net/<ifname>.
 */
static void read_interfaces(const char *dir, struct udev *d)
{
	char path[PATH_MAX], prefix[80];
	struct uintf *f;
	struct dirent *e;
	size_t plen;
	DIR *dd;
	int i;

	if (d->nports)
		pathf(prefix, sizeof(prefix), "%s:", d->name);
	else
		pathf(prefix, sizeof(prefix), "%d-0:", d->busnum);
	plen = strlen(prefix);
	dd = opendir(dir);
	if (!dd)
		return;
	while ((e = readdir(dd)) && d->nintf < TOPO_MAX_INTF) {
		f = &d->intf[d->nintf];
		if (strncmp(e->d_name, prefix, plen) ||
		    !parse_intf_name(e->d_name + plen, &f->config, &f->num) ||
		    pathf(path, sizeof(path), "%s/%s", dir, e->d_name))
			continue;
		f->cls = attr_num(path, "bInterfaceClass", 16);
		f->sub = attr_num(path, "bInterfaceSubClass", 16);
		f->proto = attr_num(path, "bInterfaceProtocol", 16);
		read_net(path, f->ifname, sizeof(f->ifname));
		read_driver(path, f->driver, sizeof(f->driver));
		d->nintf++;
	}
	closedir(dd);
	if (d->nintf)
		qsort(d->intf, (size_t)d->nintf, sizeof(*d->intf), cmp_intf);
	for (i = 0; i < d->nintf && !d->ifname[0]; i++)
		pathf(d->ifname, sizeof(d->ifname), "%s", d->intf[i].ifname);
}

static unsigned int read_speed(const char *dir)
{
	char buf[32];

	if (read_attr(dir, "speed", buf, sizeof(buf)))
		return 0;
	return !strcmp(buf, "1.5") ? 1 : (unsigned int)strtoul(buf, NULL, 10);
}

static void read_pci_ids(const char *dir, struct udev *d)
{
	char path[PATH_MAX];

	if (pathf(path, sizeof(path), "%s/..", dir))
		return;
	d->pci_vendor = attr_num(path, "vendor", 16);
	d->pci_device = attr_num(path, "device", 16);
}

/*
 * The descriptor fields usb_names() needs beyond the device's own: the
 * configuration in use and its interface count from the interfaces sysfs
 * lists (those of the active configuration; none: 0, not configured, and
 * no configuration names), the sole interface's class for a combined
 * node. An unknown bNumConfigurations counts as one.
 */
static void udev_fill_ids(struct udev *d)
{
	d->ids.ncfg = d->nconfigs ? d->nconfigs : 1;
	d->ids.nif = (unsigned int)d->nintf;
	d->ids.cfg = d->nintf ? d->intf[0].config : 0;	/* 0: not configured */
	if (d->nintf) {
		d->ids.ifn = d->intf[0].num;
		d->ids.icls = d->intf[0].cls;
		d->ids.isub = d->intf[0].sub;
		d->ids.iproto = d->intf[0].proto;
	}
}

static void read_udev(const char *dir, const char *name, struct udev *d)
{
	char buf[64];

	memset(d, 0, sizeof(*d));
	pathf(d->name, sizeof(d->name), "%s", name);
	d->busnum = (int)attr_num(dir, "busnum", 10);
	if (!read_attr(dir, "devpath", buf, sizeof(buf)))
		parse_devpath(d, buf);
	d->ids.vid = attr_num(dir, "idVendor", 16);
	d->ids.pid = attr_num(dir, "idProduct", 16);
	d->ids.rev = attr_num(dir, "bcdDevice", 16);
	d->ids.cls = attr_num(dir, "bDeviceClass", 16);
	d->ids.sub = attr_num(dir, "bDeviceSubClass", 16);
	d->ids.proto = attr_num(dir, "bDeviceProtocol", 16);
	d->maxchild = attr_num(dir, "maxchild", 10);
	d->speed = read_speed(dir);
	d->nconfigs = attr_num(dir, "bNumConfigurations", 10);
	read_of_node(dir, d);
	read_interfaces(dir, d);
	udev_fill_ids(d);
	if (!d->nports)
		read_pci_ids(dir, d);
}

static int cmp_udev(const void *a, const void *b)
{
	const struct udev *x = a, *y = b;
	int i;

	if (x->busnum != y->busnum)
		return x->busnum - y->busnum;
	for (i = 0; i < x->nports && i < y->nports; i++)
		if (x->ports[i] != y->ports[i])
			return x->ports[i] - y->ports[i];
	return x->nports - y->nports;
}

static int add_udev(struct topo *t, const char *dir, const char *name)
{
	struct udev *nd = realloc(t->d, sizeof(*nd) * (size_t)(t->n + 1));

	if (!nd)
		return USBDT_ENOMEM;
	t->d = nd;
	read_udev(dir, name, &t->d[t->n++]);
	return 0;
}

int topo_read(const char *sysfs, struct topo *t)
{
	char dir[PATH_MAX], path[PATH_MAX];
	struct dirent *e;
	DIR *dd;
	int ret = 0;

	t->sysfs = sysfs;
	t->d = NULL;
	t->n = 0;
	if (pathf(dir, sizeof(dir), "%s/bus/usb/devices", sysfs))
		return USBDT_EINVAL;
	dd = opendir(dir);
	if (!dd)
		return USBDT_EIO;
	while (!ret && (e = readdir(dd))) {
		if (!is_device_name(e->d_name) || strlen(e->d_name) >= 64 ||
		    pathf(path, sizeof(path), "%s/%s", dir, e->d_name))
			continue;
		ret = add_udev(t, path, e->d_name);
	}
	closedir(dd);
	if (ret) {
		topo_free(t);
		return ret;
	}
	if (t->n)
		qsort(t->d, (size_t)t->n, sizeof(*t->d), cmp_udev);
	return 0;
}

void topo_free(struct topo *t)
{
	free(t->d);
	t->d = NULL;
	t->n = 0;
}

const struct udev *topo_find(const struct topo *t, const char *name)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (!strcmp(t->d[i].name, name))
			return &t->d[i];
	return NULL;
}

const struct udev *topo_child(const struct topo *t, const struct udev *h,
			      int port)
{
	int i, j;

	for (i = 0; i < t->n; i++) {
		const struct udev *d = &t->d[i];

		if (d->busnum != h->busnum || d->nports != h->nports + 1 ||
		    d->ports[h->nports] != port)
			continue;
		for (j = 0; j < h->nports && d->ports[j] == h->ports[j]; j++)
			;
		if (j == h->nports)
			return d;
	}
	return NULL;
}

const struct udev *topo_parent(const struct topo *t, const struct udev *d,
			       int *port)
{
	int i, j;

	if (!d->nports)
		return NULL;
	*port = d->ports[d->nports - 1];
	for (i = 0; i < t->n; i++) {
		const struct udev *h = &t->d[i];

		if (h->busnum != d->busnum || h->nports != d->nports - 1)
			continue;
		for (j = 0; j < h->nports && h->ports[j] == d->ports[j]; j++)
			;
		if (j == h->nports)
			return h;
	}
	return NULL;
}

void topo_connect_type(const struct topo *t, const struct udev *h, int port,
		       char *buf, size_t len)
{
	char dir[PATH_MAX], pdir[PATH_MAX + 64];
	struct dirent *e;
	DIR *dd;

	buf[0] = '\0';
	if (pathf(dir, sizeof(dir), "%s/bus/usb/devices/%s", t->sysfs, h->name))
		return;
	if (!pathf(pdir, sizeof(pdir), "%s/%s-port%d", dir, h->name, port) &&
	    !read_attr(pdir, "connect_type", buf, len))
		return;
	dd = opendir(dir);
	if (!dd)
		return;
	while ((e = readdir(dd))) {
		if (!strchr(e->d_name, ':'))
			continue;
		if (!pathf(pdir, sizeof(pdir), "%s/%s/%s-port%d", dir, e->d_name,
			   h->name, port) &&
		    !read_attr(pdir, "connect_type", buf, len))
			break;
	}
	closedir(dd);
}
