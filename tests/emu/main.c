// SPDX-License-Identifier: GPL-2.0
/*
 * lan95xx-emu: listen on a unix socket, accept QEMU's usb-redir chardev,
 * serve one device until QEMU goes away, remove the socket, exit 0.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "emu.h"

static volatile sig_atomic_t stop_sig, replug_sig, power_sig;
static const char *sock_path;
static char tmp_path[sizeof(((struct sockaddr_un *)0)->sun_path)];
static uint64_t t0;

static uint64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

static uint64_t now_ms(void)
{
	return mono_ms() - t0 + 1;
}

static void on_signal(int sig)
{
	stop_sig = sig;
}

static void on_replug(int sig)
{
	(void)sig;
	replug_sig = 1;
}

static void on_power_loss(int sig)
{
	(void)sig;
	power_sig = 1;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: lan95xx-emu --device lan9514|lan9512|lan7500|lan7800|dm9601|rtl8153|rtl8152\n"
		"                   --socket PATH [options]\n"
		"\n"
		"Emulates the Ethernet function of a LAN9514/LAN9512 (0424:ec00, smsc95xx),\n"
		"a LAN7500 (0424:7500, smsc75xx), a LAN7800 (0424:7800, lan78xx), a\n"
		"DM9601 (0a46:9601, dm9601), an RTL8153 (0bda:8153, r8152) or an RTL8152\n"
		"(0bda:8152, r8152's RTL_VER_01) as a usbredir usb-host: listens on the\n"
		"unix socket PATH for QEMU's '-chardev socket,id=ID,path=PATH' with\n"
		"'-device usb-redir,chardev=ID,...', serves one connection, removes the\n"
		"socket and exits 0 when QEMU disconnects.\n"
		"\n"
		"options:\n"
		"  --eeprom none|blank|MAC   EEPROM on the chip: absent (default), present\n"
		"                            but blank (all 0xff), or 0xa5 + MAC at offset 1\n"
		"                            (dm9601: MAC in words 0-2; rtl8153, rtl8152: the\n"
		"                            efuse address in PLA_IDR/PLA_BACKUP, none: no\n"
		"                            address)\n"
		"  --mac-passthru            rtl8153: an RTL8153-AD whose efuse allows MAC\n"
		"                            pass-through (USB_MISC_0, EFUSE)\n"
		"  --composite               a composite device: the configuration offers a\n"
		"                            second vendor-specific interface (1, no endpoints)\n"
		"  --ecm                     rtl8153: a second configuration with CDC ECM\n"
		"                            interfaces, as the chip has (r8153_ecm)\n"
		"  --rtl-version HEX         rtl8153: PLA_TCR1's version bits (default 5c00,\n"
		"                            RTL_VER_03; one r8152 does not know: r8153_ecm)\n"
		"  --otp none|MAC            lan7800 OTP: blank (default) or 0xf3 + MAC at 1\n"
		"  --mac-chip-default MAC    address registers after power-on when no EEPROM\n"
		"                            loads one (default ff:ff:ff:ff:ff:ff)\n"
		"  --ip A.B.C.D[/N]          address of the link partner that answers ARP and\n"
		"                            ICMP echo (default 10.0.2.2/24)\n"
		"  --peer-mac MAC            its MAC address (default 52:55:0a:00:02:02)\n"
		"  --dhcp A.B.C.D            the link partner is also a DHCP server that\n"
		"                            leases this one address (mask of --ip's prefix)\n"
		"  --log FILE                JSON-lines record (see README.md)\n"
		"  --no-cable                no link partner: the PHY never links\n"
		"  --aneg-ms N               autonegotiation time (default 20)\n"
		"  --busy-reads N            reads that still show a reset/busy bit (default 1)\n"
		"  --accept-timeout S        give up when QEMU has not connected after S\n"
		"                            seconds (default 120, 0: wait forever)\n"
		"  --fault SPEC              a fault, once (repeatable):\n"
		"                            disconnect-after=N  answer N vendor requests,\n"
		"                              then unplug instead of answering the next;\n"
		"                            disconnect-at=HEX[:K]  the same at the Kth\n"
		"                              (default first) request to register HEX\n"
		"                              SIGUSR1 plugs the device in again\n"
		"                            stall-write-at=HEX[:K]  STALL the Kth (default\n"
		"                              first) vendor write to register HEX, once\n"
		"                            SIGUSR2: the device loses power and gets it back\n"
		"                              while attached: silent until a USB reset\n"
		"                            reset-pid=HEX, reset-bcd=HEX  the first USB\n"
		"                              reset after SET_CONFIGURATION gives the device\n"
		"                              this idProduct / bcdDevice\n"
		"  --help                    this text\n");
}

/* a decimal integer in [lo, hi], nothing after it */
static int parse_int(const char *s, long lo, long hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

static int parse_ip(const char *s, uint8_t ip[4], uint8_t *prefix)
{
	unsigned a, b, c, d, n = 24;
	char tail;
	int k = sscanf(s, "%u.%u.%u.%u/%u%c", &a, &b, &c, &d, &n, &tail);

	if (k != 4 && k != 5)
		return -1;
	if (a > 255 || b > 255 || c > 255 || d > 255 || n > 32)
		return -1;
	ip[0] = (uint8_t)a;
	ip[1] = (uint8_t)b;
	ip[2] = (uint8_t)c;
	ip[3] = (uint8_t)d;
	*prefix = (uint8_t)n;
	return 0;
}

struct io {
	int fd;
	int eof;
	int err;
};

static int sock_read(void *ctx, uint8_t *data, int count)
{
	struct io *io = ctx;
	ssize_t r = read(io->fd, data, (size_t)count);

	if (r > 0)
		return (int)r;
	if (r == 0) {
		io->eof = 1;
		return -1;
	}
	if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
		return 0;
	if (errno == ECONNRESET)
		io->eof = 1; /* closed with our data unread: gone all the same */
	else
		io->err = errno;
	return -1;
}

static int sock_write(void *ctx, uint8_t *data, int count)
{
	struct io *io = ctx;
	ssize_t r = send(io->fd, data, (size_t)count, MSG_NOSIGNAL);

	if (r >= 0)
		return (int)r;
	if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
		return 0;
	if (errno == EPIPE || errno == ECONNRESET)
		io->eof = 1;
	else
		io->err = errno;
	return -1;
}

static void cleanup_socket(void)
{
	if (tmp_path[0])
		unlink(tmp_path);
	if (sock_path)
		unlink(sock_path);
	tmp_path[0] = 0;
	sock_path = NULL;
}

static int listen_on(const char *path)
{
	struct sockaddr_un sa;
	struct stat st;
	int fd;

	if (strlen(path) + 8 >= sizeof(sa.sun_path)) {
		fprintf(stderr, "lan95xx-emu: socket path too long\n");
		return -1;
	}
	if (lstat(path, &st) == 0) {
		if (!S_ISSOCK(st.st_mode)) {
			fprintf(stderr, "lan95xx-emu: %s exists and is not a socket\n", path);
			return -1;
		}
		unlink(path);
	}
	/* bind and listen under a temporary name, then rename: whoever sees
	 * PATH can connect at once */
	snprintf(tmp_path, sizeof(tmp_path), "%s.%d", path, (int)getpid());
	unlink(tmp_path);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -1;
	memset(&sa, 0, sizeof(sa));
	sa.sun_family = AF_UNIX;
	strcpy(sa.sun_path, tmp_path);
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 || listen(fd, 1) < 0 ||
	    rename(tmp_path, path) < 0) {
		perror("lan95xx-emu: socket");
		close(fd);
		cleanup_socket();
		return -1;
	}
	tmp_path[0] = 0;
	sock_path = path;
	return fd;
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "device", required_argument, NULL, 'd' },
		{ "socket", required_argument, NULL, 's' },
		{ "eeprom", required_argument, NULL, 'e' },
		{ "mac-chip-default", required_argument, NULL, 'm' },
		{ "ip", required_argument, NULL, 'i' },
		{ "peer-mac", required_argument, NULL, 'p' },
		{ "dhcp", required_argument, NULL, 'D' },
		{ "log", required_argument, NULL, 'l' },
		{ "no-cable", no_argument, NULL, 'n' },
		{ "aneg-ms", required_argument, NULL, 'a' },
		{ "busy-reads", required_argument, NULL, 'b' },
		{ "accept-timeout", required_argument, NULL, 't' },
		{ "otp", required_argument, NULL, 'o' },
		{ "fault", required_argument, NULL, 'f' },
		{ "mac-passthru", no_argument, NULL, 'P' },
		{ "composite", no_argument, NULL, 'C' },
		{ "ecm", no_argument, NULL, 'E' },
		{ "rtl-version", required_argument, NULL, 'V' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	const struct chip_model *model = NULL;
	enum eeprom_mode em = EEPROM_NONE;
	uint8_t eeprom_mac[6], def_mac[6], otp_mac[6], peer_mac[6] = { 0x52, 0x55, 0x0a, 0x00, 0x02, 0x02 };
	uint8_t ip[4] = { 10, 0, 2, 2 }, prefix = 24, dhcp_addr[4], dhcp_prefix;
	int dhcp_on = 0;
	int have_def = 0, have_otp = 0, cable = 1, busy_reads = 1, accept_timeout = 120;
	int aneg_ms = ANEG_MS_DEFAULT, passthru = 0, composite = 0, ecm = 0;
	long rtl_version = 0;
	const char *path = NULL, *log_path = NULL;
	static struct emu e;
	struct io io = { -1, 0, 0 };
	int lfd, opt, rc = 0;
	char m[18];
	const char *faults[8];
	int nfaults = 0;

	t0 = mono_ms();
	while ((opt = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (opt) {
		case 'd':
			model = chip_model_by_name(optarg);
			if (!model) {
				fprintf(stderr, "lan95xx-emu: unknown device %s\n", optarg);
				return 2;
			}
			break;
		case 'o':
			if (!strcmp(optarg, "none"))
				have_otp = 0;
			else if (mac_parse(optarg, otp_mac) == 0)
				have_otp = 1;
			else {
				fprintf(stderr, "lan95xx-emu: --otp none|MAC, not %s\n", optarg);
				return 2;
			}
			break;
		case 's': path = optarg; break;
		case 'P': passthru = 1; break;
		case 'C': composite = 1; break;
		case 'E': ecm = 1; break;
		case 'V': {
			char *end;

			errno = 0;
			rtl_version = strtol(optarg, &end, 16);
			if (errno || end == optarg || *end || rtl_version <= 0 || rtl_version > 0xffff ||
			    *optarg == '-' || *optarg == '+') {
				fprintf(stderr, "lan95xx-emu: --rtl-version 1..ffff (hex), not %s\n", optarg);
				return 2;
			}
			break;
		}
		case 'f':
			if (nfaults == (int)(sizeof(faults) / sizeof(faults[0]))) {
				fprintf(stderr, "lan95xx-emu: too many --fault options\n");
				return 2;
			}
			faults[nfaults++] = optarg;
			break;
		case 'e':
			if (!strcmp(optarg, "none"))
				em = EEPROM_NONE;
			else if (!strcmp(optarg, "blank"))
				em = EEPROM_BLANK;
			else if (mac_parse(optarg, eeprom_mac) == 0)
				em = EEPROM_MAC;
			else {
				fprintf(stderr, "lan95xx-emu: --eeprom none|blank|MAC, not %s\n", optarg);
				return 2;
			}
			break;
		case 'm':
			if (mac_parse(optarg, def_mac)) {
				fprintf(stderr, "lan95xx-emu: bad MAC %s\n", optarg);
				return 2;
			}
			have_def = 1;
			break;
		case 'i':
			if (parse_ip(optarg, ip, &prefix)) {
				fprintf(stderr, "lan95xx-emu: bad address %s\n", optarg);
				return 2;
			}
			break;
		case 'D':
			if (parse_ip(optarg, dhcp_addr, &dhcp_prefix)) {
				fprintf(stderr, "lan95xx-emu: bad address %s\n", optarg);
				return 2;
			}
			dhcp_on = 1;
			break;
		case 'p':
			if (mac_parse(optarg, peer_mac)) {
				fprintf(stderr, "lan95xx-emu: bad MAC %s\n", optarg);
				return 2;
			}
			break;
		case 'l': log_path = optarg; break;
		case 'n': cable = 0; break;
		case 'a':
		case 'b':
		case 't': {
			static const struct { int opt; const char *name; long hi; } lim[] = {
				{ 'a', "--aneg-ms", 600000 }, { 'b', "--busy-reads", 1000 },
				{ 't', "--accept-timeout", 86400 },
			};
			int *dst = opt == 'a' ? &aneg_ms : opt == 'b' ? &busy_reads : &accept_timeout;

			for (size_t i = 0; i < sizeof(lim) / sizeof(lim[0]); i++) {
				if (lim[i].opt == opt && parse_int(optarg, 0, lim[i].hi, dst)) {
					fprintf(stderr, "lan95xx-emu: %s wants a number from 0 to %ld, not '%s'\n",
						lim[i].name, lim[i].hi, optarg);
					return 2;
				}
			}
			break;
		}
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	if (!model || !path || optind != argc) {
		usage(stderr);
		return 2;
	}
	if (log_path) {
		emu_log.f = fopen(log_path, "w");
		if (!emu_log.f) {
			perror(log_path);
			return 2;
		}
	}
	emu_log.now_ms = now_ms;

	signal(SIGPIPE, SIG_IGN);
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	signal(SIGHUP, on_signal);
	signal(SIGUSR1, on_replug);
	signal(SIGUSR2, on_power_loss);

	if (have_otp && model->type != CHIP_LAN7800) {
		fprintf(stderr, "lan95xx-emu: --otp: only the lan7800 has an OTP\n");
		return 2;
	}
	if (passthru && model->type != CHIP_RTL8153) {
		fprintf(stderr, "lan95xx-emu: --mac-passthru: only the rtl8153 has MAC pass-through\n");
		return 2;
	}
	if ((ecm || rtl_version) && model->type != CHIP_RTL8153) {
		fprintf(stderr, "lan95xx-emu: --ecm, --rtl-version: only the rtl8153 has them\n");
		return 2;
	}
	if (emu_init(&e, model->type, em, em == EEPROM_MAC ? eeprom_mac : NULL,
		     have_def ? def_mac : NULL))
		return 1;
	for (int i = 0; i < nfaults; i++) {
		if (emu_fault_parse(&e, faults[i])) {
			fprintf(stderr, "lan95xx-emu: --fault disconnect-after=N|disconnect-at=HEX[:K]|stall-write-at=HEX[:K]|reset-pid=HEX|reset-bcd=HEX, not '%s'\n",
				faults[i]);
			emu_free(&e);
			return 2;
		}
	}
	e.dev.chip.busy_reads = busy_reads;
	chip_set_aneg_ms(&e.dev.chip, aneg_ms);
	if (have_otp)
		chip_set_otp(&e.dev.chip, otp_mac);
	if (rtl_version) {
		e.dev.chip.r53_version = (uint16_t)rtl_version;
		chip_power_on_reset(&e.dev.chip);
	}
	if (passthru)
		chip_set_mac_passthru(&e.dev.chip, 1);
	e.dev.ecm = ecm;
	e.dev.composite = composite;
	if (!cable)
		chip_set_cable(&e.dev.chip, 0);
	memcpy(e.peer.mac, peer_mac, 6);
	memcpy(e.peer.ip, ip, 4);
	e.peer.prefix = prefix;
	e.peer.dhcp_on = dhcp_on;
	if (dhcp_on)
		memcpy(e.peer.dhcp_addr, dhcp_addr, 4);
	e.now_ms = now_ms;

	lfd = listen_on(path);
	if (lfd < 0)
		return 1;
	chip_mac(&e.dev.chip, eeprom_mac);
	mac_str(eeprom_mac, m);
	log_ev("start", "sssu", "device", model->name, "eeprom",
	       em == EEPROM_NONE ? "none" : em == EEPROM_BLANK ? "blank" : "mac", "addr_regs", m,
	       "pid", (unsigned)getpid());

	/* one connection */
	for (;;) {
		struct pollfd p = { lfd, POLLIN, 0 };
		int r = poll(&p, 1, accept_timeout > 0 ? accept_timeout * 1000 : -1);

		if (stop_sig) {
			log_ev("exit", "su", "why", "signal", "signal", (unsigned)stop_sig);
			close(lfd);
			cleanup_socket();
			return 0;
		}
		if (r == 0) {
			fprintf(stderr, "lan95xx-emu: nobody connected within %d s\n", accept_timeout);
			log_ev("exit", "s", "why", "accept timeout");
			close(lfd);
			cleanup_socket();
			return 1;
		}
		if (r < 0)
			continue;
		io.fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
		if (io.fd >= 0)
			break;
	}
	/* nothing listens any more */
	close(lfd);
	cleanup_socket();
	log_ev("accept", "");

	e.read_fn = sock_read;
	e.write_fn = sock_write;
	e.io_ctx = &io;
	if (emu_start(&e))
		return 1;

	for (;;) {
		struct pollfd p = { io.fd, POLLIN, 0 };
		int to;

		if (replug_sig) {
			replug_sig = 0;
			emu_replug(&e);
		}
		if (power_sig) {
			power_sig = 0;
			emu_power_loss(&e);
		}
		emu_do_write(&e);
		if (io.err || io.eof)
			break;
		if (emu_has_output(&e))
			p.events |= POLLOUT;
		to = emu_next_timeout(&e);
		/* unplugged: look for SIGUSR1 at least every 100 ms (a signal
		 * between the check above and poll() is not lost for long) */
		if (e.hello_seen && !e.connected && (to < 0 || to > 100))
			to = 100;
		if (poll(&p, 1, to) < 0 && errno != EINTR)
			break;
		if (stop_sig)
			break;
		if (p.revents & (POLLIN | POLLHUP | POLLERR)) {
			if (emu_do_read(&e) < 0 || io.eof || io.err)
				break;
		} else {
			emu_poll(&e);
		}
	}
	emu_do_write(&e);
	if (stop_sig)
		log_ev("exit", "su", "why", "signal", "signal", (unsigned)stop_sig);
	else if (io.eof)
		log_ev("exit", "s", "why", "peer closed");
	else if (io.err)
		log_ev("exit", "ss", "why", "i/o error", "error", strerror(io.err));
	else {
		log_ev("exit", "s", "why", "protocol errors");
		rc = 0;
	}
	log_ev("stats", "uuuuuuu", "tx_frames", e.tx_frames, "rx_frames", e.rx_frames, "rx_dropped",
	       e.rx_dropped, "parse_errors", e.parse_errors, "proto_errors", e.proto_errors,
	       "reg_reads", e.dev.chip.reg_reads, "reg_writes", e.dev.chip.reg_writes);
	close(io.fd);
	emu_free(&e);
	if (emu_log.f)
		fclose(emu_log.f);
	return rc;
}
