# usb-dt: onboard USB devices in the device tree.
#   make demo    boot the QEMU board and show its USB devices, nodes and interfaces
#                (BOARD=rpi3b: the Raspberry Pi 3 B with its own dts and U-Boot;
#                BOARD=opipc: the Orange Pi PC, arm32, its dts and the project's U-Boot)
#   make check   install what is missing, build, run every test; totals last
#   make check-debug   the debug kernel (KASAN, kmemleak, lockdep) under every QEMU scenario (slow)
#   make install [DESTDIR=] [PREFIX=/usr]   the udev .link file and rule (userspace/) where systemd reads them,
#                and their initramfs hook (what the usb-dt-udev package installs)
#   make usbdt   usbdt/usbdt, with only what it needs (usbdt/build-deps build)
#   make deb     build/usbdt_VERSION_ARCH.deb (usbdt, its man page) and build/usb-dt-udev_VERSION_all.deb
#                (userspace/'s files): usbdt/debian/, with only its Build-Depends (usbdt/build-deps deb)
# See README.md.

.PHONY: all deps kernel kernel-debug kernel-deb debian-image debian kernel-nolabel kernel-stock kernel-arm32 kernel-6.12 refresh bisect-check check check-debug demo demo-prereqs dtbs usbdt emu clean distclean help install deb

all: kernel

help:
	@sed -n 's/^#   //p' Makefile

deps:
	scripts/install-deps

# build/linux (pristine 7.3 + patches/linux-7.3/series + overlay), build/Image
# (the one modular arm64 test kernel) and its modules in build/modules-root;
# KSERIES=6.12 make kernel: the backport in build/6.12/ (scripts/kseries.sh)
kernel: deps
	scripts/prepare-kernel
	scripts/build-kernel

# the Debian 13 system (docs/debian-system.md): build/debian/rootfs, trixie
# arm64 from Debian's archive (mmdebstrap, qemu-user), made again only when
# scripts/build-debian-image (its package list) changes
debian-image: deps
	scripts/build-debian-image

# its kernel: the series' tree with configs/qemu-arm64.config +
# configs/debian-systemd.config as Debian packages (make bindeb-pkg in
# build/obj-deb) in build/debian/kernel
kernel-deb: kernel
	scripts/build-kernel --deb

# boot it: tests/qemu/scenarios/debian-stock and debian-ours (make check's
# debian step)
debian: debian-image kernel-deb deb
	tests/qemu/run -j 2 debian-stock debian-ours

# the 6.12 backport (patches/linux-6.12): build/6.12/linux, its test kernel
# build/6.12/Image and build/6.12/modules-root
kernel-6.12: deps
	KSERIES=6.12 scripts/prepare-kernel
	KSERIES=6.12 scripts/build-kernel

# build/Image-debug: configs/debug.config on top, build/obj-debug
kernel-debug: kernel
	scripts/build-kernel --debug

# build/modules-root-nolabel: build/Image's modules without the label patch
# (the udev guests' "no label patch" rows): build/nolabel/{linux,obj}
kernel-nolabel: kernel
	scripts/build-kernel --nolabel

# build/Image-stock, build/modules-root-stock: stock linux-source-7.3 (build/linux's
# tag pristine) with the test kernel's configuration, for the udev guests'
# stock rows (kernel_build=stock) and bench/: bench/build-stock, build/obj-stock
kernel-stock: kernel
	bench/build-stock

# build/zImage-arm32 (configs/qemu-arm-h3.config, the Orange Pi PC's
# arm32 kernel): build/obj-arm32
kernel-arm32: kernel
	scripts/build-kernel --arm32

# export commits made in build/linux to patches/linux-7.3, the project's copies
# of the new kernel files and the overlay folders (KSERIES=6.12: build/6.12/linux
# to patches/linux-6.12)
refresh:
	scripts/refresh-patches

# every commit of the series builds, W=1 clean on the files it touches (slow)
bisect-check: kernel
	scripts/bisect-series

# usbdt needs a C compiler, libfdt-dev and zlib1g-dev, not the project's deps
usbdt:
	usbdt/build-deps build
	$(MAKE) -C usbdt

deb:
	usbdt/build-deps deb
	$(MAKE) -C usbdt deb

emu: deps
	$(MAKE) -C tests/emu

check:
	scripts/check

# not a step of make check: see README (The debug kernel)
check-debug:
	scripts/check deps kernel kernel-debug qemu-debug

# what the demo of BOARD boots (tests/qemu/demo --prereqs, from the
# scenarios' own inputs): the virt demo also boots build/Image under
# Debian's udevd (udev-demo), rpi3b the project's rpi_3 U-Boot, opipc the
# arm32 kernel and the project's orangepi_pc U-Boot
demo-prereqs: kernel
	BOARD=$(BOARD) tests/qemu/demo --prereqs

demo: demo-prereqs
	BOARD=$(BOARD) tests/qemu/demo

# userspace/: keep the device tree's name for onboard USB NICs (README);
# one list of files, usbdt/Makefile's install-userspace (the usb-dt-udev
# package's)
PREFIX ?= /usr
install:
	$(MAKE) -C usbdt install-userspace PREFIX=$(PREFIX) DESTDIR=$(abspath $(DESTDIR))

clean:
	rm -rf build/logs build/logs-debug build/dtbs build/obj build/obj-debug build/obj-deb build/nolabel/obj build/obj-arm32 build/6.12/logs build/6.12/dtbs build/6.12/obj

distclean:
	rm -rf build
